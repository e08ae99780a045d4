import type { ResultsDocumentRole } from '@/lib/contract';
import { parseBangkokDate } from '@/lib/format';
import { isIsoDay } from '@/lib/format';
import {
  embeddableWebcast,
  isDocumentChoice,
  parseTranscript,
  selfHostedVideo,
  TranscriptError,
  type TimedParagraph,
  type TranscriptErrorCode,
} from '@/lib/results';
import { documentUrl, readDocumentRef, type DocumentRef } from './documents';
import { CONTENT_KINDS, isRequired, perLanguage, type ContentKind, type FieldSpec, type KindName } from './kinds';

/**
 * A version's content: one value per field of its kind (./kinds.ts). A text, link or detail of a
 * bilingual kind is `{th, en}`; a document is `{shared}` or, in a bilingual kind, `{th, en}`; dates are
 * Bangkok days, datetimes Bangkok wall-clock minutes. Drafts may leave fields out; submitting needs
 * every required one, in both languages where the kind has two.
 */

export const LANGS = ['th', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export type Texts = Record<Lang, string>;
export type Documents = { shared: DocumentRef } | Record<Lang, DocumentRef>;
/** A row of a table (a `rows` field): a value per cell, `{th, en}` for a text of a bilingual kind. */
export type RowValue = Record<string, string | number | Partial<Texts>>;
export type FieldValue = string | number | Partial<Texts> | Partial<Documents> | RowValue[];
export type Content = Record<string, FieldValue>;

/** The most rows a table may have, unless its field says fewer. */
export const MAX_ROWS = 200;

/** The name of a table's cell in errors: `holders.3.name` (the row's index in the form, from 0). */
export function rowCellField(field: string, index: number, column: string): string {
  return `${field}.${index}.${column}`;
}

/** Bounds on what a stranger with an account can store (characters). */
export const MAX_LENGTH: Record<
  'text' | 'longText' | 'link' | 'choice' | 'listItem' | 'webcast' | 'transcript',
  number
> = {
  text: 300,
  longText: 5000,
  link: 2000,
  choice: 40,
  listItem: 40,
  webcast: 2000,
  // A two-hour results call is about 150,000 characters (lib/results webvtt.ts); two of them, Thai in
  // UTF-8, fit the item API's body bound (./routes.ts MAX_BODY_BYTES).
  transcript: 150_000,
};

/** A transcript the parser refused: the problem names its code (the message `Transcripts.errors.<code>`). */
export type TranscriptProblem = `transcript.${TranscriptErrorCode}`;

/**
 * `unknown-item`: a list item chosen for a quarter's document that its list does not hold (checked on
 * the server). `inconsistent`: figures that must agree do not (the kind's own check: a register whose
 * rows do not add up to its total).
 */
// 'unknown-document': a PDF the editor did not upload (./upload-records.ts).
export type FieldProblem =
  | 'missing'
  | 'too-long'
  | 'invalid'
  | 'unknown-field'
  | 'unknown-item'
  | 'unknown-document'
  | 'inconsistent'
  | TranscriptProblem;

/** A decimal as the form writes it: digits, an optional point and at most four decimals. */
export const DECIMAL_PATTERN = /^-?\d{1,13}(\.\d{1,4})?$/;

/** Whether a number is a decimal of a field: finite, at most four decimals, within its bounds. */
export function isDecimalOf(spec: FieldSpec, value: number): boolean {
  return (
    Number.isFinite(value) &&
    DECIMAL_PATTERN.test(String(value)) &&
    value >= (spec.min ?? 0) &&
    value <= (spec.max ?? Number.MAX_SAFE_INTEGER)
  );
}

/**
 * Whether a webcast address is one the quarter's page plays: an https embed address on the
 * privacy-enhanced YouTube host, or a stored video's same-site path /videos/<sha256>.<webm|mp4>
 * (lib/results, docs/results.md).
 */
export function isWebcastLink(value: string): boolean {
  return embeddableWebcast(value) !== null || selfHostedVideo(value) !== null;
}

/** A transcript's paragraphs, or the parser's problem (lib/results webvtt.ts). */
export function readTranscript(value: string): TimedParagraph[] | TranscriptProblem {
  try {
    return parseTranscript(value);
  } catch (error) {
    if (error instanceof TranscriptError) return `transcript.${error.code}`;
    throw error;
  }
}

/** Whether a problem is a transcript's. */
export function isTranscriptProblem(problem: string): problem is TranscriptProblem {
  return problem.startsWith('transcript.');
}

export interface FieldError {
  field: string;
  lang?: Lang;
  problem: FieldProblem;
}

const DATETIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of a Bangkok wall-clock minute 'YYYY-MM-DDTHH:mm' (Thailand keeps UTC+7 all year); null when invalid. */
export function bangkokMinute(value: string): Date | null {
  const match = DATETIME.exec(value);
  if (!match || !isIsoDay(match[1])) return null;
  return parseBangkokDate(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readScalar(spec: FieldSpec, value: unknown): string | number | FieldProblem {
  switch (spec.type) {
    case 'decimal':
      return typeof value === 'number' && isDecimalOf(spec, value) ? value : 'invalid';
    case 'webcast': {
      if (typeof value !== 'string') return 'invalid';
      const text = value.trim();
      if (text.length > MAX_LENGTH.webcast) return 'too-long';
      return text === '' || isWebcastLink(text) ? text : 'invalid';
    }
    case 'transcript': {
      if (typeof value !== 'string') return 'invalid';
      const text = value.trim();
      if (text.length > MAX_LENGTH.transcript) return 'too-long';
      return text;
    }
    case 'listItem': {
      // Its shape here; whether its list holds the item, on the server (./document-choices.ts).
      if (typeof value !== 'string') return 'invalid';
      const text = value.trim();
      if (text.length > MAX_LENGTH.listItem) return 'too-long';
      return text === '' || (spec.role !== undefined && isDocumentChoice(spec.role, text)) ? text : 'invalid';
    }
    case 'text':
    case 'longText':
    case 'link':
    case 'choice': {
      if (typeof value !== 'string') return 'invalid';
      const text = value.trim();
      if (text.length > MAX_LENGTH[spec.type]) return 'too-long';
      if (spec.type === 'text' && /[\r\n]/.test(text)) return 'invalid';
      if (spec.type === 'link' && text !== '' && !/^(https?:\/\/[^\s]+|\/(?!\/)\S*)$/i.test(text)) return 'invalid';
      if (spec.type === 'choice' && text !== '' && !spec.options?.includes(text)) return 'invalid';
      return text;
    }
    case 'date':
      return typeof value === 'string' && isIsoDay(value) ? value : 'invalid';
    case 'datetime':
      return typeof value === 'string' && bangkokMinute(value) ? value : 'invalid';
    case 'integer':
      return typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= (spec.min ?? 0) &&
        value <= (spec.max ?? Number.MAX_SAFE_INTEGER)
        ? value
        : 'invalid';
    default:
      return 'invalid';
  }
}

/**
 * Reads a draft's content from untrusted input, field by field: what the kind does not know, what is
 * too long or malformed is an error; empty values are left out. Returns the clean content or the errors.
 */
export function readContent(
  kindName: KindName,
  input: unknown,
): { ok: true; content: Content } | { ok: false; errors: FieldError[] } {
  const kind = CONTENT_KINDS[kindName];
  if (!isObject(input)) return { ok: false, errors: [{ field: '', problem: 'invalid' }] };
  const errors: FieldError[] = [];
  const content: Content = {};
  for (const field of Object.keys(input)) {
    if (!Object.hasOwn(kind.fields, field)) errors.push({ field, problem: 'unknown-field' });
  }
  for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
    const value = input[field];
    if (value === undefined || value === null || value === '') continue;
    if (spec.type === 'document') {
      const read = readDocuments(kind, value);
      if (read === 'invalid') errors.push({ field, problem: 'invalid' });
      else content[field] = read;
    } else if (spec.type === 'rows') {
      const rows = readRows(kind, field, spec, value, errors);
      if (rows && rows.length > 0) content[field] = rows;
    } else if (spec.type === 'transcript') {
      // The parser's refusal names its code: the form shows the parser's message.
      const read = readScalar(spec, value);
      if (read === 'invalid' || read === 'too-long') {
        errors.push({ field, problem: read });
      } else if (read !== '') {
        const parsed = readTranscript(String(read));
        if (typeof parsed === 'string') errors.push({ field, problem: parsed });
        else content[field] = read;
      }
    } else {
      const read = readValue(kind, field, spec, value, errors);
      if (read !== undefined) content[field] = read;
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, content };
}

/** One value of a field or a cell: per language where the kind keeps one, else one; problems into `errors`. */
function readValue(
  kind: ContentKind,
  name: string,
  spec: FieldSpec,
  value: unknown,
  errors: FieldError[],
): string | number | Partial<Texts> | undefined {
  if (perLanguage(kind, spec)) {
    if (!isObject(value) || Object.keys(value).some((key) => key !== 'th' && key !== 'en')) {
      errors.push({ field: name, problem: 'invalid' });
      return undefined;
    }
    const texts: Partial<Texts> = {};
    for (const lang of LANGS) {
      if (value[lang] === undefined || value[lang] === '') continue;
      const read = readScalar(spec, value[lang]);
      if (read === 'invalid' || read === 'too-long' || typeof read !== 'string')
        errors.push({ field: name, lang, problem: read === 'too-long' ? 'too-long' : 'invalid' });
      else if (read !== '') texts[lang] = read;
    }
    return Object.keys(texts).length > 0 ? texts : undefined;
  }
  const read = readScalar(spec, value);
  if (
    read === 'invalid' ||
    read === 'too-long' ||
    read === 'missing' ||
    read === 'unknown-field' ||
    read === 'unknown-item'
  ) {
    errors.push({ field: name, problem: read });
    return undefined;
  }
  return read === '' ? undefined : read;
}

/** A table's rows: each cell read as its column's field; a row left empty is dropped; at most `maxRows`. */
function readRows(
  kind: ContentKind,
  field: string,
  spec: FieldSpec,
  value: unknown,
  errors: FieldError[],
): RowValue[] | undefined {
  const columns = spec.columns ?? {};
  if (!Array.isArray(value)) {
    errors.push({ field, problem: 'invalid' });
    return undefined;
  }
  if (value.length > (spec.maxRows ?? MAX_ROWS)) {
    errors.push({ field, problem: 'too-long' });
    return undefined;
  }
  const rows: RowValue[] = [];
  value.forEach((row: unknown, index) => {
    if (!isObject(row)) {
      errors.push({ field: `${field}.${index}`, problem: 'invalid' });
      return;
    }
    for (const key of Object.keys(row))
      if (!Object.hasOwn(columns, key))
        errors.push({ field: rowCellField(field, index, key), problem: 'unknown-field' });
    const read: RowValue = {};
    for (const [column, cellSpec] of Object.entries(columns)) {
      const cell = row[column];
      if (cell === undefined || cell === null || cell === '') continue;
      const value = readValue(kind, rowCellField(field, index, column), cellSpec, cell, errors);
      if (value !== undefined) read[column] = value;
    }
    if (Object.keys(read).length > 0) rows.push(read);
  });
  return rows;
}

function readDocuments(kind: ContentKind, value: unknown): Partial<Documents> | 'invalid' {
  if (!isObject(value)) return 'invalid';
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'shared') {
    const shared = readDocumentRef(value.shared);
    return shared ? { shared } : 'invalid';
  }
  // One PDF per language only where the list keeps a row per language.
  if (!kind.bilingual || keys.length === 0 || keys.some((key) => key !== 'th' && key !== 'en')) return 'invalid';
  const documents: Partial<Record<Lang, DocumentRef>> = {};
  for (const lang of keys as Lang[]) {
    const ref = readDocumentRef(value[lang]);
    if (!ref) return 'invalid';
    documents[lang] = ref;
  }
  return documents;
}

/** What a version still lacks before it can be submitted: every required field, in both languages where the kind has two. */
export function missingFields(kindName: KindName, content: Content): FieldError[] {
  const kind = CONTENT_KINDS[kindName];
  const missing: FieldError[] = [];
  for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
    const value = content[field];
    if (spec.type === 'rows' && Array.isArray(value)) {
      // Every row needs its required cells, in both languages where the kind has two.
      value.forEach((row, index) => {
        for (const [column, cellSpec] of Object.entries(spec.columns ?? {})) {
          if (!isRequired(cellSpec)) continue;
          const cell = row[column];
          const name = rowCellField(field, index, column);
          if (cell === undefined) missing.push({ field: name, problem: 'missing' });
          else if (perLanguage(kind, cellSpec))
            for (const lang of LANGS)
              if (!(cell as Partial<Texts>)[lang]) missing.push({ field: name, lang, problem: 'missing' });
        }
      });
    }
    if (!isRequired(spec)) continue;
    if (value === undefined) {
      missing.push({ field, problem: 'missing' });
    } else if (spec.type === 'document') {
      if (!('shared' in (value as object)))
        for (const lang of LANGS)
          if (!(value as Partial<Documents> & Record<string, unknown>)[lang])
            missing.push({ field, lang, problem: 'missing' });
    } else if (perLanguage(kind, spec)) {
      for (const lang of LANGS) if (!(value as Partial<Texts>)[lang]) missing.push({ field, lang, problem: 'missing' });
    }
  }
  // The kind's own check: numbers that must agree (./kinds.ts `check`).
  for (const problem of kind.check?.(content) ?? []) missing.push({ field: problem.field, problem: problem.problem });
  return missing;
}

/** The document of a language: its own, or the shared one. */
export function documentOf(value: FieldValue | undefined, lang: Lang): DocumentRef | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const documents = value as Partial<Documents> & Partial<Record<Lang, DocumentRef>>;
  return 'shared' in documents && documents.shared ? documents.shared : documents[lang];
}

/**
 * The entities of a complete version for its call (lib/contract/calls.ts): one per language for a
 * bilingual kind, else one; each field written to its column, documents as their stored URLs.
 */
export function entitiesOf(kindName: KindName, content: Content): { lang?: Lang; entity: Record<string, unknown> }[] {
  const kind = CONTENT_KINDS[kindName];
  const langs: (Lang | undefined)[] = kind.bilingual ? [...LANGS] : [undefined];
  const rowsField = (Object.entries(kind.fields) as [string, FieldSpec][]).find(([, spec]) => spec.type === 'rows');
  if (rowsField) return tableEntitiesOf(kind, content, rowsField[0], rowsField[1], langs);
  return langs.map((lang) => {
    const entity: Record<string, unknown> = {};
    for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
      const value = content[field];
      if (!spec.column || value === undefined) continue;
      if (spec.type === 'document') {
        const ref = documentOf(value, lang ?? 'th');
        if (ref) entity[spec.column] = documentUrl(ref);
      } else if (spec.type === 'datetime') {
        // A Bangkok date and time in the form; the list's moment in UTC.
        const moment = typeof value === 'string' ? bangkokMinute(value) : null;
        if (moment) entity[spec.column] = moment.toISOString();
      } else if (perLanguage(kind, spec)) {
        entity[spec.column] = (value as Partial<Texts>)[lang ?? 'th'];
      } else {
        entity[spec.column] = value;
      }
    }
    // Columns computed from the others (a quarter's EPS), never entered.
    if (kind.derived) Object.assign(entity, kind.derived(entity));
    return lang ? { lang, entity } : { entity };
  });
}

/** The column of a table's rows that numbers them, from 1, in the order the form gives them. */
export const POSITION_COLUMN = 'position';

/**
 * A table's entities (a kind with a `rows` field): one per row (per language in a bilingual kind), its
 * cells and the kind's other fields in their columns, numbered by {@link POSITION_COLUMN}.
 */
function tableEntitiesOf(
  kind: ContentKind,
  content: Content,
  rowsField: string,
  rowsSpec: FieldSpec,
  langs: (Lang | undefined)[],
): { lang?: Lang; entity: Record<string, unknown> }[] {
  const rows = Array.isArray(content[rowsField]) ? (content[rowsField] as RowValue[]) : [];
  const valueOf = (spec: FieldSpec, value: unknown, lang: Lang | undefined) =>
    perLanguage(kind, spec) ? (value as Partial<Texts>)[lang ?? 'th'] : value;
  return rows.flatMap((row, index) =>
    langs.map((lang) => {
      const entity: Record<string, unknown> = { [POSITION_COLUMN]: index + 1 };
      for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
        if (spec.type !== 'rows' && spec.column && content[field] !== undefined)
          entity[spec.column] = valueOf(spec, content[field], lang);
      }
      for (const [column, spec] of Object.entries(rowsSpec.columns ?? {})) {
        if (spec.column && row[column] !== undefined) entity[spec.column] = valueOf(spec, row[column], lang);
      }
      if (kind.derived) Object.assign(entity, kind.derived(entity));
      return lang ? { lang, entity } : { entity };
    }),
  );
}

/**
 * A fact's content from the rows its call holds now (the inverse of entitiesOf): its fields from the
 * first row, its table's rows in their order, Thai and English side by side. What its first version
 * starts from (docs/newsroom.md, Facts and figures).
 */
export function contentOfRows(
  kindName: KindName,
  rows: Readonly<Record<Lang, readonly Record<string, unknown>[]>>,
): Content {
  const kind = CONTENT_KINDS[kindName];
  const byPosition = (list: readonly Record<string, unknown>[]) =>
    [...list].sort((a, b) => Number(a[POSITION_COLUMN] ?? 0) - Number(b[POSITION_COLUMN] ?? 0));
  const th = byPosition(rows.th);
  const en = byPosition(rows.en);
  const valueOf = (
    spec: FieldSpec,
    thRow: Record<string, unknown> | undefined,
    enRow: Record<string, unknown> | undefined,
  ): FieldValue | undefined => {
    const column = spec.column;
    if (!column) return undefined;
    if (perLanguage(kind, spec)) {
      const texts: Partial<Texts> = {};
      if (typeof thRow?.[column] === 'string') texts.th = thRow[column] as string;
      if (typeof enRow?.[column] === 'string') texts.en = enRow[column] as string;
      return Object.keys(texts).length > 0 ? texts : undefined;
    }
    const value = thRow?.[column] ?? enRow?.[column];
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  };
  const content: Content = {};
  for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
    if (spec.type === 'rows') {
      content[field] = th.map((thRow, index) => {
        const enRow = en.find((row) => row[POSITION_COLUMN] === thRow[POSITION_COLUMN]) ?? en[index];
        const row: RowValue = {};
        for (const [column, cellSpec] of Object.entries(spec.columns ?? {})) {
          const value = valueOf(cellSpec, thRow, enRow);
          if (value !== undefined) row[column] = value as RowValue[string];
        }
        return row;
      });
    } else {
      const value = valueOf(spec, th[0], en[0]);
      if (value !== undefined) content[field] = value;
    }
  }
  return content;
}

/** The speaker of a transcript paragraph that names none: the contract needs a text (lib/contract/entity-checks.ts). */
export const NO_SPEAKER = '—';

/**
 * The transcript rows of a quarterly results version (the kind's `transcripts` fields, ./kinds.ts), per
 * language, for results_transcripts: the paragraphs in order, numbered from 1. A language without a
 * transcript has none.
 */
export function transcriptEntitiesOf(
  kindName: KindName,
  content: Content,
): { lang: Lang; entity: Record<string, unknown> }[] {
  const fields = CONTENT_KINDS[kindName].transcripts;
  if (!fields) return [];
  const year = content.year;
  const quarter = content.quarter;
  return LANGS.flatMap((lang) => {
    const value = content[fields[lang]];
    if (typeof value !== 'string' || value.trim() === '') return [];
    const paragraphs = readTranscript(value);
    if (typeof paragraphs === 'string') return [];
    return paragraphs.map((paragraph, index) => ({
      lang,
      entity: {
        year,
        quarter,
        seq: index + 1,
        start_seconds: paragraph.start_seconds,
        speaker: paragraph.speaker || NO_SPEAKER,
        paragraph_text: paragraph.paragraph_text,
      },
    }));
  });
}

/** A quarterly results version's document choices by role (the kind's `documentChoices`, ./kinds.ts): a role left automatic is left out. */
export function documentChoicesOf(kindName: KindName, content: Content): Partial<Record<ResultsDocumentRole, string>> {
  const fields = CONTENT_KINDS[kindName].documentChoices;
  const choices: Partial<Record<ResultsDocumentRole, string>> = {};
  if (!fields) return choices;
  for (const [role, field] of Object.entries(fields) as [ResultsDocumentRole, string][]) {
    const value = content[field];
    if (typeof value === 'string' && value !== '') choices[role] = value;
  }
  return choices;
}

/** Every stored document of a version, each once (going live indexes them for the document route). */
export function documentRefs(kindName: KindName, content: Content): DocumentRef[] {
  const kind = CONTENT_KINDS[kindName];
  const refs = new Map<string, DocumentRef>();
  for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
    if (spec.type !== 'document') continue;
    for (const lang of LANGS) {
      const ref = documentOf(content[field], lang);
      if (ref) refs.set(documentUrl(ref), ref);
    }
  }
  return [...refs.values()];
}

/** Every stored document URL of a version (withdrawal marks them gone). */
export function documentUrls(kindName: KindName, content: Content): string[] {
  return documentRefs(kindName, content).map(documentUrl);
}

/** One changed field between two versions: per language where the field has languages. */
export interface FieldChange {
  field: string;
  lang?: Lang;
  /** A table's row (from 1) that changed, added or removed. */
  row?: number;
  before: unknown;
  after: unknown;
}

/** The field diff of two versions of a kind: what was added, removed or changed, in field order. */
export function diffContent(kindName: KindName, before: Content, after: Content): FieldChange[] {
  const kind = CONTENT_KINDS[kindName];
  const changes: FieldChange[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
    const a = before[field];
    const b = after[field];
    if (spec.type === 'rows') {
      // A table, row by row: each row that changed, was added or was removed.
      const x = Array.isArray(a) ? a : [];
      const y = Array.isArray(b) ? b : [];
      for (let index = 0; index < Math.max(x.length, y.length); index += 1) {
        if (!same(x[index], y[index]))
          changes.push({ field, row: index + 1, before: x[index] ?? null, after: y[index] ?? null });
      }
    } else if (perLanguage(kind, spec)) {
      for (const lang of LANGS) {
        const x = (a as Partial<Texts> | undefined)?.[lang];
        const y = (b as Partial<Texts> | undefined)?.[lang];
        if (!same(x, y)) changes.push({ field, lang, before: x ?? null, after: y ?? null });
      }
    } else if (!same(a, b)) {
      changes.push({ field, before: a ?? null, after: b ?? null });
    }
  }
  return changes;
}
