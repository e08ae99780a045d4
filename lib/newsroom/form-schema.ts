import * as yup from 'yup';
import { isDocumentChoice } from '@/lib/results';
import { isIsoDay } from '@/lib/format';
import {
  bangkokMinute,
  DECIMAL_PATTERN,
  isDecimalOf,
  isWebcastLink,
  LANGS,
  MAX_LENGTH,
  readTranscript,
  rowCellField,
  type Content,
  type FieldError,
  type FieldProblem,
  type Lang,
} from './content';
import { readDocumentRef, type DocumentRef } from './documents';
import { CONTENT_KINDS, isRequired, perLanguage, type ContentKind, type FieldSpec, type KindName } from './kinds';

/**
 * The item form of the workspace (docs/newsroom.md, The item form): the flat fields an HTML form
 * sends for a kind, the mapping between them and an item's Content, and one yup schema per kind that
 * both the browser (react-hook-form) and the form route check. readContent and missingFields
 * (./content.ts) stay the authority; the schema gives the same errors, field by field, earlier.
 * Client-safe: no server code.
 *
 * Names: a per-language field `title` is `title_th` and `title_en`; another field keeps its name; a
 * document `document` has the stored references `document_th_ref`, `document_en_ref` (or
 * `document_shared_ref` in a one-language kind) as JSON text, the file inputs `document_th`,
 * `document_en` (`document_shared`), and in a bilingual kind the box `document_one`: one PDF for both
 * languages, the Thai one. A table `holders` has a cell per row and column, `holders_3_name` (the
 * fourth row's), `holders_3_name_th` for a per-language cell.
 */

/** The form's hidden field after every text field and before the files: the form route knows all the text was read. */
export const TEXTS_END_FIELD = 'texts_end';

/** The file input of the quarterly results form's "Import figures from Excel" (./results-form-routes.ts handleFiguresImport). */
export const FIGURES_FILE_FIELD = 'figures_file';

/** The file input of the quarterly results form's webcast video without JavaScript (./results-form-routes.ts handleVideoForm). */
export const VIDEO_FILE_FIELD = 'webcast_video';

/**
 * The file inputs a kind's form posts only with their own button, to the kind's own route: by input,
 * the error the item form's route answers when one comes with another button (the edit page says which).
 */
export const OWN_BUTTON_FILES: Readonly<Record<string, string>> = { [VIDEO_FILE_FIELD]: 'video-button' };

/**
 * A transcript's WebVTT file as the form sends it without JavaScript: the file input beside the
 * transcript box `name` (./form-routes.ts reads it as text; docs/results.md, Managing it).
 */
export function transcriptFileName(name: string): string {
  return `${name}_vtt`;
}

/** The bound of a transcript's WebVTT file, read in the browser or by the form route: 1 MB. */
export const TRANSCRIPT_FILE_MAX_BYTES = 1024 * 1024;

/** The form fields an imported data pack fills (the quarterly results kind's figures). */
export const IMPORTED_FIGURE_FIELDS = ['totalRevenue', 'salesRevenue', 'grossProfit', 'netProfit'] as const;

/** The field the form's script uploads a chosen PDF in (POST /api/workspace/uploads). */
export const UPLOAD_FIELD = 'file';

/** What the form holds: text, except the one-PDF boxes. */
export type FormValues = Record<string, string | boolean | undefined>;

/** The intents of the form's buttons. */
export const FORM_INTENTS = ['save', 'preview', 'submit'] as const;
export type FormIntent = (typeof FORM_INTENTS)[number];

/** Whether the check is for a draft (anything may be missing) or for submitting (every required field). */
export type FormMode = 'draft' | 'submit';

/** One input of the form. */
export interface FormInput {
  /** The form field's name. */
  name: string;
  field: string;
  spec: FieldSpec;
  lang?: Lang;
}

/** The slot of a document: a language's own PDF, or the shared one. */
export type DocumentSlot = Lang | 'shared';

export const LINK_PATTERN = /^(https?:\/\/[^\s]+|\/(?!\/)\S*)$/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function inputName(field: string, lang?: Lang): string {
  return lang ? `${field}_${lang}` : field;
}

/** The hidden field holding a document slot's stored reference. */
export function documentRefName(field: string, slot: DocumentSlot): string {
  return `${field}_${slot}_ref`;
}

/** The file input of a document slot. */
export function documentFileName(field: string, slot: DocumentSlot): string {
  return `${field}_${slot}`;
}

/** The box "one PDF for both languages" of a bilingual kind's document. */
export function documentOneName(field: string): string {
  return `${field}_one`;
}

/** The document slots a kind's form offers: Thai and English in a bilingual kind, else one shared. */
export function documentSlots(kind: ContentKind): DocumentSlot[] {
  return kind.bilingual ? [...LANGS] : ['shared'];
}

/** The inputs of a kind's form other than documents and tables, in the kind's field order; per-language fields twice. */
export function formInputs(kindName: KindName): FormInput[] {
  const kind = CONTENT_KINDS[kindName];
  const inputs: FormInput[] = [];
  for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
    if (spec.type === 'document' || spec.type === 'rows') continue;
    if (perLanguage(kind, spec))
      for (const lang of LANGS) inputs.push({ name: inputName(field, lang), field, spec, lang });
    else inputs.push({ name: field, field, spec });
  }
  return inputs;
}

/** The table fields of a kind (`rows`; each kind has at most one today). */
export function rowsFields(kindName: KindName): string[] {
  return (Object.entries(CONTENT_KINDS[kindName].fields) as [string, FieldSpec][])
    .filter(([, spec]) => spec.type === 'rows')
    .map(([field]) => field);
}

/** A table cell's input: `holders_3_name`, or `holders_3_name_th` for a per-language cell. */
export function rowInputName(field: string, index: number, column: string, lang?: Lang): string {
  return inputName(`${field}_${index}_${column}`, lang);
}

/** The rows of a table the form's values hold, by their index, in order (0 up to the last one given). */
export function rowCount(values: FormValues, field: string): number {
  const pattern = new RegExp(`^${field}_(\\d{1,4})_`);
  let count = 0;
  for (const name of Object.keys(values)) {
    const match = pattern.exec(name);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}

/** The inputs of a table's first `count` rows, row by row; per-language cells twice. */
export function rowInputs(kindName: KindName, field: string, count: number): FormInput[] {
  const kind = CONTENT_KINDS[kindName];
  const columns = (kind.fields as Record<string, FieldSpec>)[field]?.columns ?? {};
  const inputs: FormInput[] = [];
  for (let index = 0; index < count; index += 1) {
    for (const [column, spec] of Object.entries(columns)) {
      const cell = rowCellField(field, index, column);
      if (perLanguage(kind, spec))
        for (const lang of LANGS)
          inputs.push({ name: rowInputName(field, index, column, lang), field: cell, spec, lang });
      else inputs.push({ name: rowInputName(field, index, column), field: cell, spec });
    }
  }
  return inputs;
}

/** Rows left blank at the end of a table without JavaScript, to add rows in one post. */
export const BLANK_ROWS = 3;

/** A step on a table's row without JavaScript (a button of the row posts the form): move it, or remove it. */
export type RowStep = 'up' | 'down' | 'remove';

/** The intent of a row's button: `row:holders:3:up`. */
export function rowIntent(field: string, index: number, step: RowStep): string {
  return `row:${field}:${index}:${step}`;
}

/** A row step's intent read back; null for any other intent. */
export function parseRowIntent(intent: string | undefined): { field: string; index: number; step: RowStep } | null {
  const match = /^row:([a-zA-Z]{1,40}):(\d{1,4}):(up|down|remove)$/.exec(intent ?? '');
  return match ? { field: match[1], index: Number(match[2]), step: match[3] as RowStep } : null;
}

/** The form's values with a table's row moved up or down one place, or removed (the rows after it move up). */
export function applyRowStep(
  kindName: KindName,
  values: FormValues,
  field: string,
  index: number,
  step: RowStep,
): FormValues {
  const count = rowCount(values, field);
  if (index < 0 || index >= count) return values;
  const cellsOf = (row: number) => rowInputs(kindName, field, row + 1).slice(-rowInputs(kindName, field, 1).length);
  const rows = Array.from({ length: count }, (_, row) => cellsOf(row).map((input) => values[input.name]));
  if (step === 'remove') rows.splice(index, 1);
  else {
    const other = step === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= count) return values;
    [rows[index], rows[other]] = [rows[other], rows[index]];
  }
  const next: FormValues = Object.fromEntries(
    Object.entries(values).filter(
      ([name]) => !name.startsWith(`${field}_`) || !/^\d/.test(name.slice(field.length + 1)),
    ),
  );
  rows.forEach((cells, row) => {
    cellsOf(row).forEach((input, cell) => {
      if (cells[cell] !== undefined) next[input.name] = cells[cell];
    });
  });
  return next;
}

/** The document fields of a kind (each kind has at most one today). */
export function documentFields(kindName: KindName): string[] {
  const kind = CONTENT_KINDS[kindName];
  return (Object.entries(kind.fields) as [string, FieldSpec][])
    .filter(([, spec]) => spec.type === 'document')
    .map(([field]) => field);
}

/** Every file input of a kind's form: what the form route lets receivePdfUploads take. */
export function documentFileFields(kindName: KindName): string[] {
  const kind = CONTENT_KINDS[kindName];
  return documentFields(kindName).flatMap((field) => documentSlots(kind).map((slot) => documentFileName(field, slot)));
}

/** The transcript file inputs of a kind's form, by the transcript box they fill. */
export function transcriptFileFields(kindName: KindName): Record<string, string> {
  return Object.fromEntries(
    formInputs(kindName)
      .filter((input) => input.spec.type === 'transcript')
      .map((input) => [transcriptFileName(input.name), input.name]),
  );
}

export function isOne(value: FormValues[string]): boolean {
  return value === true || value === 'on' || value === 'true';
}

function text(value: FormValues[string]): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A stored reference from its hidden field: undefined when empty, null when not a reference. */
export function parseDocumentRef(value: FormValues[string]): DocumentRef | null | undefined {
  const raw = text(value);
  if (raw === '') return undefined;
  try {
    return readDocumentRef(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The Content input (for readContent) a kind's form values stand for: empty fields left out, an
 * integer as a number when it is written as one, documents from their stored references (the
 * Thai one shared when "one PDF" is ticked). Malformed values are passed on for readContent to refuse.
 */
export function formToContent(kindName: KindName, values: FormValues): Record<string, unknown> {
  const kind = CONTENT_KINDS[kindName];
  const content: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
    if (spec.type === 'document') {
      const read = (slot: DocumentSlot) => {
        const ref = parseDocumentRef(values[documentRefName(field, slot)]);
        return ref === null ? 'invalid' : ref;
      };
      if (!kind.bilingual) {
        const shared = read('shared');
        if (shared !== undefined) content[field] = { shared };
      } else if (isOne(values[documentOneName(field)])) {
        const shared = read('th');
        if (shared !== undefined) content[field] = { shared };
      } else {
        const documents: Record<string, unknown> = {};
        for (const lang of LANGS) {
          const ref = read(lang);
          if (ref !== undefined) documents[lang] = ref;
        }
        if (Object.keys(documents).length > 0) content[field] = documents;
      }
    } else if (spec.type === 'rows') {
      // Every row the form holds, an empty one too, so that an error's row is the form's row.
      const rows = Array.from({ length: rowCount(values, field) }, (_, index) => {
        const row: Record<string, unknown> = {};
        for (const [column, cellSpec] of Object.entries(spec.columns ?? {})) {
          const value = valueOf(kind, cellSpec, (lang) => values[rowInputName(field, index, column, lang)]);
          if (value !== undefined) row[column] = value;
        }
        return row;
      });
      if (rows.some((row) => Object.keys(row).length > 0)) content[field] = rows;
    } else {
      const value = valueOf(kind, spec, (lang) => values[inputName(field, lang)]);
      if (value !== undefined) content[field] = value;
    }
  }
  return content;
}

/** A field's or a cell's value from its inputs: `{th, en}` where it has one per language; an integer or decimal as a number. */
function valueOf(kind: ContentKind, spec: FieldSpec, input: (lang?: Lang) => FormValues[string]): unknown {
  if (perLanguage(kind, spec)) {
    const texts: Record<string, string> = {};
    for (const lang of LANGS) {
      const value = text(input(lang));
      if (value !== '') texts[lang] = value;
    }
    return Object.keys(texts).length > 0 ? texts : undefined;
  }
  const value = text(input());
  if (value === '') return undefined;
  return (spec.type === 'integer' && /^-?\d{1,15}$/.test(value)) ||
    (spec.type === 'decimal' && DECIMAL_PATTERN.test(value))
    ? Number(value)
    : value;
}

/** The form values of an item's content: the inverse of formToContent. */
export function contentToForm(kindName: KindName, content: Content): FormValues {
  const kind = CONTENT_KINDS[kindName];
  const values: FormValues = {};
  for (const [field, spec] of Object.entries(kind.fields) as [string, FieldSpec][]) {
    const value: unknown = content[field];
    if (spec.type === 'document') {
      if (kind.bilingual) values[documentOneName(field)] = false;
      if (!isObject(value)) continue;
      if (isObject(value.shared)) {
        if (kind.bilingual) values[documentOneName(field)] = true;
        values[documentRefName(field, kind.bilingual ? 'th' : 'shared')] = JSON.stringify(value.shared);
      } else {
        for (const lang of LANGS)
          if (isObject(value[lang])) values[documentRefName(field, lang)] = JSON.stringify(value[lang]);
      }
    } else if (spec.type === 'rows') {
      (Array.isArray(value) ? value : []).forEach((row: unknown, index) => {
        for (const column of Object.keys(spec.columns ?? {})) {
          Object.assign(
            values,
            valuesOf(kind, (spec.columns ?? {})[column], isObject(row) ? row[column] : undefined, (lang) =>
              rowInputName(field, index, column, lang),
            ),
          );
        }
      });
    } else {
      Object.assign(
        values,
        valuesOf(kind, spec, value, (lang) => inputName(field, lang)),
      );
    }
  }
  return values;
}

/** The inputs of a field's or a cell's value: one per language where it has one. */
function valuesOf(kind: ContentKind, spec: FieldSpec, value: unknown, name: (lang?: Lang) => string): FormValues {
  const values: FormValues = {};
  if (perLanguage(kind, spec)) {
    const texts = isObject(value) ? value : {};
    for (const lang of LANGS) if (typeof texts[lang] === 'string') values[name(lang)] = texts[lang] as string;
  } else if (value !== undefined && value !== null) {
    values[name()] = String(value);
  }
  return values;
}

/** The stored references a form names, by slot: what the page shows beside the file inputs. */
export function formDocuments(kindName: KindName, values: FormValues): Record<string, DocumentRef> {
  const kind = CONTENT_KINDS[kindName];
  const found: Record<string, DocumentRef> = {};
  for (const field of documentFields(kindName)) {
    for (const slot of documentSlots(kind)) {
      const ref = parseDocumentRef(values[documentRefName(field, slot)]);
      if (ref) found[documentRefName(field, slot)] = ref;
    }
  }
  return found;
}

/**
 * The form fields an error of readContent or missingFields (./content.ts) belongs to. A required field
 * missing in both languages is one error there and one per language here; a document missing whole is
 * both PDFs' error, or the Thai one's when "one PDF" is ticked.
 */
export function errorInputNames(kindName: KindName, error: FieldError, values: FormValues = {}): string[] {
  const kind = CONTENT_KINDS[kindName];
  const cell = /^([a-zA-Z]+)\.(\d+)\.([a-zA-Z]+)$/.exec(error.field);
  if (cell) {
    const cellSpec = (kind.fields as Record<string, FieldSpec>)[cell[1]]?.columns?.[cell[3]];
    const index = Number(cell[2]);
    if (cellSpec && perLanguage(kind, cellSpec) && !error.lang)
      return LANGS.map((lang) => rowInputName(cell[1], index, cell[3], lang));
    return [rowInputName(cell[1], index, cell[3], error.lang)];
  }
  const spec = (kind.fields as Record<string, FieldSpec>)[error.field];
  if (!spec) return [error.field];
  // A table with no row: its first row's required cells.
  if (spec.type === 'rows')
    return rowInputs(kindName, error.field, 1)
      .filter((input) => isRequired(input.spec))
      .map((input) => input.name);
  if (spec.type === 'document') {
    if (!kind.bilingual) return [documentRefName(error.field, 'shared')];
    if (error.lang) return [documentRefName(error.field, error.lang)];
    if (error.problem === 'missing' && !isOne(values[documentOneName(error.field)]))
      return LANGS.map((lang) => documentRefName(error.field, lang));
    return [documentRefName(error.field, 'th')];
  }
  if (perLanguage(kind, spec) && !error.lang) return LANGS.map((lang) => inputName(error.field, lang));
  return [inputName(error.field, error.lang)];
}

// The schema's messages are the problems of ./content.ts; the page turns them into sentences per field.
const MISSING: FieldProblem = 'missing';
const INVALID: FieldProblem = 'invalid';
const TOO_LONG: FieldProblem = 'too-long';

function scalarSchema(spec: FieldSpec, required: boolean): yup.StringSchema<string | undefined> {
  let schema = yup.string().trim();
  if (required) schema = schema.required(MISSING);
  switch (spec.type) {
    case 'text':
      return schema
        .max(MAX_LENGTH.text, TOO_LONG)
        .test('one-line', INVALID, (value) => !value || !/[\r\n]/.test(value));
    case 'longText':
      return schema.max(MAX_LENGTH.longText, TOO_LONG);
    case 'link':
      return schema.max(MAX_LENGTH.link, TOO_LONG).test('link', INVALID, (value) => !value || LINK_PATTERN.test(value));
    case 'choice':
      return schema
        .max(MAX_LENGTH.choice, TOO_LONG)
        .test('choice', INVALID, (value) => !value || (spec.options ?? []).includes(value));
    case 'listItem':
      return schema
        .max(MAX_LENGTH.listItem, TOO_LONG)
        .test(
          'list-item',
          INVALID,
          (value) => !value || (spec.role !== undefined && isDocumentChoice(spec.role, value)),
        );
    case 'date':
      return schema.test('date', INVALID, (value) => !value || isIsoDay(value));
    case 'datetime':
      return schema.test('datetime', INVALID, (value) => !value || bangkokMinute(value) !== null);
    case 'integer':
      return schema.test('integer', INVALID, (value) => {
        if (!value) return true;
        if (!/^-?\d{1,15}$/.test(value)) return false;
        const number = Number(value);
        return number >= (spec.min ?? 0) && number <= (spec.max ?? Number.MAX_SAFE_INTEGER);
      });
    case 'decimal':
      return schema.test(
        'decimal',
        INVALID,
        (value) => !value || (DECIMAL_PATTERN.test(value) && isDecimalOf(spec, Number(value))),
      );
    case 'webcast':
      return schema
        .max(MAX_LENGTH.webcast, TOO_LONG)
        .test('webcast', INVALID, (value) => !value || isWebcastLink(value));
    case 'transcript':
      // The parser's refusal is the error: its code names the message (Transcripts.errors).
      return schema.max(MAX_LENGTH.transcript, TOO_LONG).test('transcript', INVALID, function check(value) {
        if (!value) return true;
        const read = readTranscript(value);
        return typeof read === 'string' ? this.createError({ message: read }) : true;
      });
    default:
      return schema;
  }
}

function refSchema(required: boolean | ((values: FormValues) => boolean)): yup.StringSchema<string | undefined> {
  return yup
    .string()
    .test('document', INVALID, (value) => parseDocumentRef(value) !== null)
    .test('required', MISSING, function check(value) {
      const needed = typeof required === 'function' ? required(this.parent as FormValues) : required;
      return !needed || parseDocumentRef(value) !== undefined;
    });
}

/**
 * The yup schema of a kind's form: bounds and formats always; in `submit` mode also every required
 * field, in both languages where the kind has two (a document: both PDFs, or one for both). Error
 * messages are the problems of ./content.ts: 'missing', 'invalid', 'too-long'.
 */
export function itemFormSchema(
  kindName: KindName,
  mode: FormMode,
  values: FormValues = {},
): yup.ObjectSchema<FormValues> {
  const kind = CONTENT_KINDS[kindName];
  const submit = mode === 'submit';
  const shape: Record<string, yup.AnySchema> = {};
  for (const input of formInputs(kindName))
    shape[input.name] = scalarSchema(input.spec, submit && isRequired(input.spec));
  // A table's rows, as many as the values hold: a row left wholly empty is none, and needs nothing,
  // but a required table with no row at all needs its first.
  for (const field of rowsFields(kindName)) {
    const required = submit && isRequired((kind.fields as Record<string, FieldSpec>)[field]);
    const filled = (parent: FormValues, row: string) =>
      Object.entries(parent).some(
        ([name, value]) => name.startsWith(`${field}_${row}_`) && typeof value === 'string' && value.trim() !== '',
      );
    const anyFilled = (parent: FormValues) =>
      Object.entries(parent).some(
        ([name, value]) =>
          name.startsWith(`${field}_`) &&
          /^\d/.test(name.slice(field.length + 1)) &&
          typeof value === 'string' &&
          value.trim() !== '',
      );
    for (const input of rowInputs(kindName, field, Math.max(rowCount(values, field), required ? 1 : 0))) {
      const row = /_(\d+)_/.exec(input.name.slice(field.length))![1];
      shape[input.name] = scalarSchema(input.spec, false).test('row-required', MISSING, function check(value) {
        const parent = this.parent as FormValues;
        const needed = filled(parent, row) || (required && row === '0' && !anyFilled(parent));
        return !(submit && isRequired(input.spec) && !value && needed);
      });
    }
  }
  for (const field of documentFields(kindName)) {
    const spec = (kind.fields as Record<string, FieldSpec>)[field];
    const required = submit && isRequired(spec);
    if (!kind.bilingual) {
      shape[documentRefName(field, 'shared')] = refSchema(required);
    } else {
      shape[documentRefName(field, 'th')] = refSchema(required);
      shape[documentRefName(field, 'en')] = refSchema((values) => required && !isOne(values[documentOneName(field)]));
      shape[documentOneName(field)] = yup.mixed();
    }
  }
  return yup.object(shape) as unknown as yup.ObjectSchema<FormValues>;
}

export interface FormProblem {
  name: string;
  problem: FieldProblem;
}

/** The schema's errors for some form values, one per field (the first), in the form's order. */
export function formProblems(kindName: KindName, values: FormValues, mode: FormMode): FormProblem[] {
  try {
    itemFormSchema(kindName, mode, values).validateSync(values, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const seen = new Map<string, FieldProblem>();
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      if (inner.path && !seen.has(inner.path)) seen.set(inner.path, inner.message as FieldProblem);
    }
    return [...seen].map(([name, problem]) => ({ name, problem }));
  }
}
