import { missingFields, readContent, type Content } from './content';
import {
  contentToForm,
  errorInputNames,
  formInputs,
  formProblems,
  formToContent,
  itemFormSchema,
  type FormMode,
  type FormValues,
} from './form-schema';
import { CONTENT_KINDS, KIND_NAMES, perLanguage, type FieldSpec, type KindName } from './kinds';

const pdf = (letter: string, pages = 3) => ({ sha256: letter.repeat(64), name: `${letter}.pdf`, pages });

/** A complete content of a kind: every field, in both languages where it has two. */
function completeContent(kindName: KindName, shared = false): Content {
  const kind = CONTENT_KINDS[kindName];
  const content: Content = {};
  for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
    const sample = (lang: string) =>
      spec.type === 'link'
        ? `https://example.com/${field}/${lang}`
        : spec.type === 'longText'
          ? `Detail ${lang}\nsecond line`
          : `${field} ${lang === 'th' ? 'ไทย' : 'English'}`;
    switch (spec.type) {
      case 'document':
        content[field] = kind.bilingual && !shared ? { th: pdf('a'), en: pdf('b', 1) } : { shared: pdf('c', 12) };
        break;
      case 'date':
        content[field] = '2026-11-26';
        break;
      case 'datetime':
        content[field] = '2026-11-26T09:30';
        break;
      case 'integer':
        content[field] = spec.max === 4 ? 3 : (spec.min ?? 0) + 26;
        break;
      case 'choice':
        content[field] = spec.options![1];
        break;
      case 'listItem':
        content[field] =
          spec.role === 'statements' || spec.role === 'analysis'
            ? '2025-q3'
            : spec.role === 'announcement'
              ? 'none'
              : '15';
        break;
      case 'decimal':
        // Within the field's bounds: a figure may be negative, a capital not.
        content[field] = (spec.min ?? 0) < 0 ? -1234.5678 : (spec.min ?? 0) + 0.5678;
        break;
      case 'webcast':
        content[field] = 'https://www.youtube-nocookie.com/embed/sample';
        break;
      case 'transcript':
        content[field] = `00:00:05 Speaker: ${field} text\n00:01:00 Another: more`;
        break;
      case 'rows':
        // Two rows, each cell sampled as a field of its type would be.
        content[field] = [0, 1].map((row) =>
          Object.fromEntries(
            Object.entries(spec.columns ?? {}).map(([column, cellSpec], index) => [
              column,
              cellSpec.type === 'integer'
                ? (cellSpec.min ?? 0) + 26 + row
                : cellSpec.type === 'date'
                  ? // A later month per later column: a row's dates come in their order (ex-date, payment; issue, maturity).
                    `2026-${String(index + 1).padStart(2, '0')}-26`
                  : cellSpec.type === 'choice'
                    ? cellSpec.options![1]
                    : cellSpec.type === 'decimal'
                      ? 12.5
                      : perLanguage(kind, cellSpec)
                        ? { th: `${column} ${row} ไทย`, en: `${column} ${row} English` }
                        : column === 'email'
                          ? `analyst${row}@example.com`
                          : cellSpec.type === 'link'
                            ? `https://example.com/${column}/${row}`
                            : `${column} ${row}`,
            ]),
          ),
        );
        break;
      default:
        content[field] = perLanguage(kind, spec) ? { th: sample('th'), en: sample('en') } : sample('th');
    }
  }
  // A register's total is the sum of its rows (the kind's own check).
  if (Array.isArray(content.holders) && 'totalShares' in content)
    content.totalShares = (content.holders as { shares: number }[]).reduce((sum, row) => sum + row.shares, 0);
  return content;
}

/** What the server says about form values: readContent's errors, then (to submit) missingFields', as form fields. */
function serverProblems(kind: KindName, values: FormValues, mode: FormMode) {
  const read = readContent(kind, formToContent(kind, values));
  const errors = read.ok ? (mode === 'submit' ? missingFields(kind, read.content) : []) : read.errors;
  const found = new Map<string, string>();
  for (const error of errors)
    for (const name of errorInputNames(kind, error, values)) if (!found.has(name)) found.set(name, error.problem);
  return [...found].map(([name, problem]) => ({ name, problem })).sort((a, b) => a.name.localeCompare(b.name));
}

const schemaProblems = (kind: KindName, values: FormValues, mode: FormMode) =>
  formProblems(kind, values, mode).sort((a, b) => a.name.localeCompare(b.name));

describe('the item form: form values and content', () => {
  it.each(KIND_NAMES)(
    '%s: a complete item goes to the form and back unchanged, and passes the schema to submit',
    (kind) => {
      const variants =
        CONTENT_KINDS[kind].bilingual &&
        Object.values(CONTENT_KINDS[kind].fields).some((spec) => spec.type === 'document')
          ? [false, true]
          : [false];
      for (const shared of variants) {
        const content = completeContent(kind, shared);
        const values = contentToForm(kind, content);
        const back = readContent(kind, formToContent(kind, values));
        expect(back).toEqual({ ok: true, content });
        expect(missingFields(kind, content)).toEqual([]);
        expect(formProblems(kind, values, 'submit')).toEqual([]);
      }
    },
  );

  it('names per-language fields per language only where the kind has two languages', () => {
    expect(formInputs('pressRelease').map((input) => input.name)).toEqual([
      'title_th',
      'title_en',
      'date',
      'link_th',
      'link_en',
    ]);
    expect(formInputs('printMedia').map((input) => input.name)).toEqual(['title', 'date', 'link', 'image']);
    expect(contentToForm('analystReport', { document: { shared: pdf('d') } })).toEqual({
      document_shared_ref: JSON.stringify(pdf('d')),
    });
  });

  it('shares the Thai PDF when "one PDF for both languages" is ticked', () => {
    const values = {
      document_one: 'on',
      document_th_ref: JSON.stringify(pdf('a')),
      document_en_ref: JSON.stringify(pdf('b')),
    };
    expect(formToContent('annualReport', values)).toEqual({ document: { shared: pdf('a') } });
    expect(formToContent('annualReport', { ...values, document_one: false })).toEqual({
      document: { th: pdf('a'), en: pdf('b') },
    });
  });
});

describe('the item form schema gives the errors the server gives', () => {
  it.each(KIND_NAMES)(
    '%s: an empty form may be saved as a draft; to submit, each required field is missing, in both languages where there are two',
    (kind) => {
      expect(schemaProblems(kind, {}, 'draft')).toEqual([]);
      const problems = schemaProblems(kind, {}, 'submit');
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((problem) => problem.problem === 'missing')).toBe(true);
      expect(problems).toEqual(serverProblems(kind, {}, 'submit'));
    },
  );

  it('needs both languages of a bilingual kind, and one text of a one-language kind', () => {
    const thaiOnly = { title_th: 'ข่าว', date: '2026-11-26', link_th: 'https://example.com/th', link_en: '/en/newinfo' };
    expect(schemaProblems('pressRelease', thaiOnly, 'submit')).toEqual([{ name: 'title_en', problem: 'missing' }]);
    expect(serverProblems('pressRelease', thaiOnly, 'submit')).toEqual([{ name: 'title_en', problem: 'missing' }]);
    const oneLanguage = { title: 'ข่าวจากหนังสือพิมพ์', date: '2026-11-26', link: 'https://example.com/clip' };
    expect(schemaProblems('printMedia', oneLanguage, 'submit')).toEqual([]);
    expect(serverProblems('printMedia', oneLanguage, 'submit')).toEqual([]);
  });

  it('needs both PDFs of a bilingual kind unless one is shared, and the one PDF of a one-language kind', () => {
    const base = { title_th: 'รายงาน', title_en: 'Report', image_th: '/img/th.png', image_en: '/img/en.png' };
    const thaiPdf = { ...base, document_th_ref: JSON.stringify(pdf('a')) };
    for (const values of [thaiPdf, { ...thaiPdf, document_one: 'on' }, base, { ...base, document_one: true }]) {
      expect(schemaProblems('annualReport', values, 'submit')).toEqual(
        serverProblems('annualReport', values, 'submit'),
      );
    }
    expect(schemaProblems('annualReport', thaiPdf, 'submit')).toEqual([
      { name: 'document_en_ref', problem: 'missing' },
    ]);
    expect(schemaProblems('annualReport', { ...thaiPdf, document_one: 'on' }, 'submit')).toEqual([]);
    expect(schemaProblems('form561', { title: 'แบบ 56-1' }, 'submit')).toEqual([
      { name: 'document_shared_ref', problem: 'missing' },
    ]);
  });

  it.each<[KindName, string, string, FormValues]>([
    ['pressRelease', 'title_en', 'too-long', { title_en: 'x'.repeat(301) }],
    ['pressRelease', 'title_th', 'invalid', { title_th: 'two\nlines' }],
    ['pressRelease', 'link_en', 'invalid', { link_en: 'ftp://example.com' }],
    ['pressRelease', 'date', 'invalid', { date: '2026-02-30' }],
    ['calendarEvent', 'detail_th', 'too-long', { detail_th: 'ก'.repeat(5001) }],
    ['exchangeAnnouncement', 'setReleaseAt', 'invalid', { setReleaseAt: '2026-11-26T25:00' }],
    ['financialStatements', 'quarter', 'invalid', { quarter: '5' }],
    ['financialStatements', 'year', 'invalid', { year: '1999' }],
    ['financialStatements', 'year', 'invalid', { year: '2026.5' }],
    ['meetingDocument', 'role', 'invalid', { role: 'agenda' }],
    ['meetingDocument', 'meetingType', 'invalid', { meetingType: '100' }],
    ['analystReport', 'document_shared_ref', 'invalid', { document_shared_ref: '{"sha256":"../etc"}' }],
    ['quarterlyResults', 'totalRevenue', 'invalid', { totalRevenue: '1000000001' }],
    ['quarterlyResults', 'backlog', 'invalid', { backlog: '0.12345' }],
    ['annualFigures', 'shares', 'invalid', { shares: '1.5' }],
    ['quarterlyResults', 'netProfit', 'invalid', { netProfit: '1,234' }],
    ['quarterlyResults', 'webcast', 'invalid', { webcast: 'https://www.youtube.com/embed/abc' }],
    ['quarterlyResults', 'webcast', 'invalid', { webcast: '/videos/abc.mp4' }],
    ['quarterlyResults', 'transcriptEn', 'transcript.noTime', { transcriptEn: 'Hello.' }],
    ['quarterlyResults', 'transcriptTh', 'transcript.badTimestamp', { transcriptTh: '00:61:00 A: late' }],
    [
      'quarterlyResults',
      'transcriptTh',
      'transcript.noHeader',
      { transcriptTh: 'WEBVTT-ish\n\n00:00.000 --> 00:01.000\nx' },
    ],
  ])('%s: %s is %s on both sides', (kind, name, problem, values) => {
    expect(schemaProblems(kind, values, 'draft')).toEqual([{ name, problem }]);
    expect(serverProblems(kind, values, 'draft')).toEqual([{ name, problem }]);
  });

  it('takes the bounds exactly: 300 characters of a title and 4 as a quarter pass', () => {
    expect(formProblems('pressRelease', { title_en: 'x'.repeat(300) }, 'draft')).toEqual([]);
    expect(formProblems('financialStatements', { quarter: '4', year: '2200' }, 'draft')).toEqual([]);
    expect(itemFormSchema('financialStatements', 'draft').isValidSync({ quarter: '0' })).toBe(false);
  });
});
