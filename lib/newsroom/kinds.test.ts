import { BACKEND_CALLS } from '@/lib/contract/calls';
import { contentTable } from '@/lib/store/content-tables';
import { listRegistry, type ListPageId } from '@/lib/lists/registry';
import { diffContent, entitiesOf, missingFields, readContent, MAX_LENGTH } from './content';
import { documentUrl } from './documents';
import { type FieldSpec, CONTENT_KINDS, KIND_NAMES } from './kinds';
import { nextState, stepsFrom } from './workflow';

const pdf = (n: number, name = 'notice.pdf') => ({ sha256: String(n).repeat(64).slice(0, 64), name, pages: 3 });

describe('the content kinds', () => {
  it('cover every list page of the list registry', () => {
    const pages = new Set(KIND_NAMES.map((kind) => CONTENT_KINDS[kind].page));
    for (const page of Object.keys(listRegistry) as ListPageId[]) expect(pages).toContain(page);
  });

  it.each(KIND_NAMES.filter((kind) => CONTENT_KINDS[kind].call))(
    '%s fills every column of its call but those the store assigns (ids, the time published)',
    (name) => {
      const kind = CONTENT_KINDS[name];
      const call = BACKEND_CALLS[kind.call!];
      // A table's cells fill columns too, and its rows are numbered by `position`.
      const columns = Object.values(kind.fields as Record<string, FieldSpec>).flatMap((field) =>
        field.type === 'rows'
          ? ['position', ...Object.values(field.columns ?? {}).flatMap((cell) => (cell.column ? [cell.column] : []))]
          : field.column
            ? [field.column]
            : [],
      );
      for (const column of columns) expect(call.check.fields).toContain(column);
      const left = call.check.fields.filter((field) => !columns.includes(field));
      // Columns the kind computes from the others (a quarter's EPS) are not entered either.
      const derived = Object.keys(kind.derived?.({}) ?? {});
      for (const column of left) expect([...contentTable(call).key, 'published_at', ...derived]).toContain(column);
      expect(kind.bilingual).toBe(call.lang);
    },
  );

  it('has one language where the spec keeps one (print media, 56-1, activities, analyst reports, the figures)', () => {
    expect(KIND_NAMES.filter((kind) => !CONTENT_KINDS[kind].bilingual).sort()).toEqual([
      'activity',
      'analystReport',
      'annualFigures',
      'bonds',
      'dividends',
      'form561',
      'printMedia',
      'quarterlyResults',
    ]);
  });
});

describe('a version’s content', () => {
  it('is read field by field with bounds, and refuses unknown fields and malformed values', () => {
    const read = readContent('exchangeAnnouncement', {
      title: { th: 'x'.repeat(MAX_LENGTH.text + 1), en: 'Fine' },
      date: '2026-02-30',
      colour: 'red',
      document: { shared: { sha256: 'abc', name: 'a.pdf', pages: 1 } },
      setReleaseAt: '2026-11-27T25:00',
    });
    expect(read).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'colour', problem: 'unknown-field' },
        { field: 'title', lang: 'th', problem: 'too-long' },
        { field: 'date', problem: 'invalid' },
        { field: 'document', problem: 'invalid' },
        { field: 'setReleaseAt', problem: 'invalid' },
      ]),
    });
  });

  it('takes one PDF per language, or one shared; a single-language kind only a shared one', () => {
    expect(readContent('exchangeAnnouncement', { document: { th: pdf(1), en: pdf(2) } }).ok).toBe(true);
    expect(readContent('exchangeAnnouncement', { document: { shared: pdf(1) } }).ok).toBe(true);
    expect(readContent('analystReport', { document: { th: pdf(1), en: pdf(2) } }).ok).toBe(false);
    expect(readContent('analystReport', { document: { shared: pdf(1) } }).ok).toBe(true);
    expect(readContent('analystReport', { document: { shared: pdf(1, '../x.pdf') } }).ok).toBe(false);
  });

  it('needs both languages of a bilingual kind to be complete, one text of a single-language kind', () => {
    const read = readContent('exchangeAnnouncement', {
      title: { th: 'ประกาศ' },
      date: '2026-11-20',
      document: { th: pdf(1) },
    });
    expect(read.ok && missingFields('exchangeAnnouncement', read.content)).toEqual([
      { field: 'title', lang: 'en', problem: 'missing' },
      { field: 'document', lang: 'en', problem: 'missing' },
      { field: 'setReleaseAt', problem: 'missing' },
    ]);
    const single = readContent('analystReport', {
      title: 'Broker view',
      date: '2026-11-20',
      document: { shared: pdf(1) },
    });
    expect(single.ok && missingFields('analystReport', single.content)).toEqual([]);
  });

  it('becomes one entity per language for its call, documents as their stored URLs', () => {
    const content = {
      title: { th: 'ไทย', en: 'English' },
      date: '2026-11-20',
      document: { th: pdf(1), en: pdf(2) },
      setReleaseAt: '2026-11-20T08:00',
    };
    expect(entitiesOf('exchangeAnnouncement', content)).toEqual([
      // The SET release time, 08:00 in Bangkok, is the moment the list orders the day's items by.
      {
        lang: 'th',
        entity: {
          new_set_title: 'ไทย',
          new_set_date: '2026-11-20',
          new_set_pdf_url: documentUrl(pdf(1)),
          published_at: '2026-11-20T01:00:00.000Z',
        },
      },
      {
        lang: 'en',
        entity: {
          new_set_title: 'English',
          new_set_date: '2026-11-20',
          new_set_pdf_url: documentUrl(pdf(2)),
          published_at: '2026-11-20T01:00:00.000Z',
        },
      },
    ]);
    expect(documentUrl(pdf(1, 'Board notice.pdf'))).toBe(`/documents/files/${'1'.repeat(64)}/Board%20notice.pdf`);
  });

  it('diffs two versions field by field and language by language', () => {
    const before = { title: { th: 'ก', en: 'Old' }, date: '2026-11-20' };
    const after = { title: { th: 'ก', en: 'New' }, date: '2026-11-21', document: { shared: pdf(3) } };
    expect(diffContent('exchangeAnnouncement', before, after)).toEqual([
      { field: 'title', lang: 'en', before: 'Old', after: 'New' },
      { field: 'date', before: '2026-11-20', after: '2026-11-21' },
      { field: 'document', before: null, after: { shared: pdf(3) } },
    ]);
  });
});

describe('the workflow', () => {
  it.each([
    ['draft', 'submit', 'submitted'],
    ['submitted', 'approve', 'scheduled'],
    ['submitted', 'reject', 'rejected'],
    ['scheduled', 'reject', 'rejected'],
    ['scheduled', 'go-live', 'live'],
    ['rejected', 'edit', 'draft'],
    ['live', 'edit', 'draft'],
    ['live', 'request-withdrawal', 'withdrawal-requested'],
    ['withdrawal-requested', 'approve-withdrawal', 'withdrawn'],
    ['withdrawal-requested', 'reject', 'live'],
  ] as const)('%s --%s--> %s', (from, step, to) => {
    expect(nextState(from, step)).toBe(to);
  });

  it('refuses every other step', () => {
    expect(nextState('draft', 'approve')).toBeNull();
    expect(nextState('submitted', 'go-live')).toBeNull();
    expect(nextState('submitted', 'edit')).toBeNull();
    expect(nextState('live', 'approve-withdrawal')).toBeNull();
    expect(stepsFrom('withdrawn')).toEqual([]);
  });
});
