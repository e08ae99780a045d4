import 'server-only';
import { getTranslations } from 'next-intl/server';
import { recordAudit } from '@/lib/accounts';
import { workspaceAction, workspaceJson } from '@/lib/accounts/server';
import { readLimitedBytes } from '@/lib/backend';
import { REGISTER_IMPORT_MAX_BYTES, RegisterImportError, type RegisterImportCode } from '@/lib/downloads';
import {
  receivePdfUploads,
  UploadError,
  uploadMessageKey,
  uploadMessageValues,
  type ReceivedTextFile,
  type TextFileRule,
  type UploadedPdf,
} from '@/lib/uploads';
import { MAX_ROWS, readContent, type Content } from './content';
import { documentChoiceErrors } from './document-choices';
import { MAX_DOCUMENT_NAME, type DocumentRef } from './documents';
import {
  documentFileFields,
  formProblems,
  formToContent,
  FORM_INTENTS,
  formInputs,
  applyRowStep,
  BLANK_ROWS,
  parseRowIntent,
  rowInputs,
  rowsFields,
  TEXTS_END_FIELD,
  TRANSCRIPT_FILE_MAX_BYTES,
  transcriptFileFields,
  OWN_BUTTON_FILES,
  UPLOAD_FIELD,
  type FormIntent,
  type FormProblem,
  type FormValues,
} from './form-schema';
import { holdFields } from './held-fields';
import { createDraft, getItem, NewsroomError, saveDraft, submitItem, type Actor, type NewsroomItem } from './items';
import { previewPath } from './item-view';
import { CONTENT_KINDS, isKindName, type FieldSpec, type KindName } from './kinds';
import { mintItemPreview } from './preview';
import { recordUploads } from './upload-records';
import { isTableImportKind, readTableFile, tableCellPattern, tableImportRefusal } from './table-imports';

/**
 * The most text fields a kind's form posts without JavaScript: one per input (the per-language ones
 * counted in both), a table's cells for its most rows and the blank ones after them, and the form's
 * own (intent, the marks, the document references and choices).
 */
export function maxFormFields(kind: KindName): number {
  const tables = rowsFields(kind).reduce((sum, field) => {
    const spec = (CONTENT_KINDS[kind].fields as Record<string, FieldSpec>)[field];
    return sum + ((spec.maxRows ?? MAX_ROWS) + BLANK_ROWS) * rowInputs(kind, field, 1).length;
  }, 0);
  return Math.max(20, formInputs(kind).length + tables + 10);
}

/**
 * The item form's routes (docs/newsroom.md, The item form): the form posted as it is, with its PDFs
 * (`POST /api/workspace/items/form?kind=` for a new item, `/api/workspace/items/<id>/form` for an
 * edit), which works without JavaScript; and `POST /api/workspace/uploads`, where the form's script
 * sends each PDF as soon as it is chosen. Both stream the files through lib/uploads, and write an
 * audit entry for each stored file. A kind's own routes (./results-form-routes.ts) build on the
 * helpers exported here.
 */

export type Locale = 'th' | 'en';

/** The locale of the pages the form came from: its `?next=`, or `?lang=` for the script's upload. */
export function localeOf(request: Request): Locale {
  const url = new URL(request.url);
  return url.searchParams.get('lang') === 'en' || (url.searchParams.get('next') ?? '').startsWith('/en/') ? 'en' : 'th';
}

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

/** A stored PDF as an item's document: the download name within the newsroom's bound. */
export function documentRefOf({ document }: UploadedPdf): DocumentRef {
  return {
    sha256: document.hash,
    name: document.downloadName.length <= MAX_DOCUMENT_NAME ? document.downloadName : 'document.pdf',
    pages: document.pages,
  };
}

async function auditUploads(actor: Actor, client: string, files: UploadedPdf[]): Promise<void> {
  // Recorded as this person's: an item may name only a PDF its editor uploaded, with the server's page count.
  await recordUploads(
    actor,
    files.map(({ document }) => ({ sha256: document.hash, pages: document.pages, size: document.size })),
  );
  for (const { document } of files)
    await auditUpload(actor, client, {
      step: 'upload',
      hash: document.hash,
      pages: document.pages,
      size: document.size,
    });
}

/** Audits a stored upload, a PDF or a video, as a content step of the person (object `upload:<sha256>`). */
export async function auditUpload(
  actor: Pick<Actor, 'email'>,
  client: string,
  detail: { step: string; hash: string } & Record<string, string | number>,
): Promise<void> {
  await recordAudit({ actor: actor.email, action: 'content', object: `upload:${detail.hash}`, client, detail });
}

export async function uploadRefusal(error: UploadError, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Uploads' });
  return t(uploadMessageKey(error), uploadMessageValues(error));
}

/**
 * The content of form values with what is not valid left out, field by field: what the form route
 * keeps of a form it cannot take whole (a refused file, a malformed field), so that the text typed is
 * not lost.
 */
export function keepableContent(kind: KindName, values: FormValues): Content {
  const input = formToContent(kind, values);
  const read = readContent(kind, input);
  if (read.ok) return read.content;
  const bad = new Set(read.errors.map((error) => error.field));
  const kept = Object.fromEntries(Object.entries(input).filter(([field]) => !bad.has(field)));
  // A table's refused cell (`holders.3.shares`) is left out of its row; the rest of the table is kept.
  for (const field of bad) {
    const [table, index, column] = field.split('.');
    const rows = kept[table];
    if (column && Array.isArray(rows) && rows[Number(index)])
      delete (rows[Number(index)] as Record<string, unknown>)[column];
  }
  const again = readContent(kind, kept);
  return again.ok ? again.content : {};
}

/** The transcript file inputs of a kind's form, as lib/uploads reads them: text of at most 1 MB, never stored. */
export function transcriptTextFiles(kind: KindName): TextFileRule | undefined {
  const fields = Object.keys(transcriptFileFields(kind));
  return fields.length > 0 ? { fields, maxBytes: TRANSCRIPT_FILE_MAX_BYTES } : undefined;
}

/**
 * The form values with each transcript's WebVTT file, chosen without JavaScript, in place of its
 * box's text: the file wins (docs/results.md, Managing it). Its text is then parsed as pasted text is
 * (the schema's readTranscript). A file refused before that (over 1 MB, not UTF-8 text, empty) leaves
 * the box's text as it was and is that field's problem (`refused`).
 */
export function withTranscriptFiles(
  kind: KindName,
  values: FormValues,
  texts: readonly ReceivedTextFile[],
): { values: FormValues; refused: FormProblem[] } {
  const boxes = transcriptFileFields(kind);
  const next: FormValues = { ...values };
  const refused: FormProblem[] = [];
  for (const file of texts) {
    const name = boxes[file.field];
    if (!name) continue;
    if (!('text' in file))
      refused.push({ name, problem: file.refusal === 'too-large' ? 'transcript.fileTooLarge' : 'transcript.notText' });
    else if (file.text.trim() === '') refused.push({ name, problem: 'transcript.empty' });
    else next[name] = file.text;
  }
  return { values: next, refused };
}

/** The schema's problems of a draft, a refused transcript file's first. */
export function draftProblems(kind: KindName, values: FormValues, refused: readonly FormProblem[]): FormProblem[] {
  const names = new Set(refused.map((problem) => problem.name));
  return [...refused, ...formProblems(kind, values, 'draft').filter((problem) => !names.has(problem.name))];
}

interface FormTarget {
  actor: Actor;
  locale: Locale;
  /** The workspace's item pages in the request's language. */
  base: string;
  existing: NewsroomItem | null;
  kind: KindName;
  /** The edit page, `{id}` for the item's id; `back` is where a refusal before saving returns. */
  editPage: string;
  back: string;
}

/** A kind's own route: the kinds it accepts, and the message refusing another (it says what the route does). */
/**
 * A refused step's reply to the form's script: the code, the sentence, the fields at fault when the
 * form marks them, the item when there is one, and where the form goes next.
 */
export function refusedStepReply(
  error: NewsroomError,
  { id, next, fields = false }: { id?: string | null; next: string; fields?: boolean },
): Response {
  return workspaceJson(
    {
      error: error.code,
      message: error.message,
      ...(fields ? { fields: error.fields } : {}),
      ...(id ? { item: { id } } : {}),
      next,
    },
    error.status,
  );
}

export interface FormTargetRule {
  accepts: (kind: KindName) => boolean;
  message: string;
}

/**
 * What a form route of an item works on (a new item's kind from `?kind=`), or the reply refusing it:
 * 404 for an unknown item, 400 for an unknown kind or, with `only`, one the route does not accept
 * (the message then says what the route does).
 */
export async function formTarget(
  request: Request,
  id: string | null,
  user: Actor,
  only?: FormTargetRule,
): Promise<FormTarget | Response> {
  const actor: Actor = { id: user.id, email: user.email, role: user.role };
  const locale = localeOf(request);
  const base = `${prefix(locale)}/admin/items`;
  const existing = id === null ? null : await getItem(id);
  if (id !== null && !existing) return workspaceJson({ error: 'not-found', next: base }, 404);
  const kind = existing ? existing.kind : new URL(request.url).searchParams.get('kind');
  if (!isKindName(kind))
    return workspaceJson(
      { error: 'invalid', message: only?.message ?? 'Unknown content kind.', next: `${base}/new` },
      400,
    );
  if (only && !only.accepts(kind))
    return workspaceJson({ error: 'invalid', message: only.message, next: `${base}/new` }, 400);
  const editPage = `${base}/{id}/edit`;
  return { actor, locale, base, existing, kind, editPage, back: existing ? editPage : `${base}/new` };
}

/**
 * What the edit page needs after a post without JavaScript whose fields the schema refused: each
 * refused field and its problem (`fields=name:problem,…`, so the field shows the same message as with
 * JavaScript, a transcript the parser's), and the token of their text as typed (`held=`, ./held-fields.ts),
 * which the draft cannot keep, so the boxes are filled again.
 */
export async function refusedFieldParams(
  actor: Actor,
  itemId: string,
  problems: FormProblem[],
  values: FormValues,
): Promise<Record<string, string>> {
  const fields = problems.map(({ name, problem }) => `${name}:${problem}`).join(',');
  const typed = Object.fromEntries(
    problems
      .map(({ name }) => [name, values[name]])
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const held = await holdFields({ userId: actor.id, itemId }, typed);
  return { ...(fields.length <= 2000 ? { fields } : {}), ...(held ? { held } : {}) };
}

/**
 * POST /api/workspace/items/form?kind= (id null) and /api/workspace/items/<id>/form: the item form as
 * a browser posts it (multipart, with its PDFs). Saves the draft, then by the button pressed
 * (`intent`): save → the item's page; preview → a new preview link of it; submit → submits, and an incomplete item
 * goes back to its edit page (`error=incomplete`). A refused PDF stores nothing, but the text typed
 * is saved as a draft and the edit page says why (`error=<refusal>`). A transcript's WebVTT file
 * chosen under its box is read as text in the box's place (withTranscriptFiles). The reply names the page
 * (`next`), which a plain form post gets as a 303 (lib/accounts formReply).
 */
export function handleItemForm(request: Request, id: string | null): Promise<Response> {
  return workspaceAction(request, 'content.draft', async (user, client) => {
    const target = await formTarget(request, id, user);
    if (target instanceof Response) return target;
    const { actor, locale, base, existing, kind, editPage, back } = target;

    try {
      let received;
      try {
        // A transcript field is longer than the default text field (./content.ts MAX_LENGTH.transcript, in UTF-8).
        // A transcript's WebVTT file chosen without JavaScript is read as text beside them (withTranscriptFiles).
        received = await receivePdfUploads(request, {
          fileFields: documentFileFields(kind),
          textFiles: transcriptTextFiles(kind),
          maxFields: maxFormFields(kind),
          ...(CONTENT_KINDS[kind].transcripts ? { maxFieldBytes: 512 * 1024 } : {}),
        });
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        const message = await uploadRefusal(error, locale);
        // A file sent with another button than its own (a kind's own route, ./form-schema.ts OWN_BUTTON_FILES): the edit page says which.
        const field = String(error.values.field ?? '');
        const code =
          error.code === 'unexpected-file' && Object.hasOwn(OWN_BUTTON_FILES, field)
            ? OWN_BUTTON_FILES[field]
            : error.code;
        // Only a form whose text arrived whole is saved: a part of it would wipe what it left out.
        if (error.fields[TEXTS_END_FIELD] === undefined)
          return workspaceJson({ error: code, message, next: back }, error.status);
        const content = keepableContent(kind, error.fields);
        const item = existing
          ? await saveDraft(actor, existing.id, content, { client, ownUploads: true })
          : await createDraft(actor, kind, content, { client, ownUploads: true });
        return workspaceJson({ error: code, message, item: { id: item.id }, next: editPage }, error.status);
      }
      const { fields, files, texts } = received;
      await auditUploads(actor, client, files);
      const { values: posted, refused } = withTranscriptFiles(kind, { ...fields }, texts);
      for (const file of files) posted[`${file.field}_ref`] = JSON.stringify(documentRefOf(file));
      // A table's row moved or removed by its own button (without JavaScript): saved so, and back to the form.
      const rowStep = parseRowIntent(fields.intent);
      const values = rowStep ? applyRowStep(kind, posted, rowStep.field, rowStep.index, rowStep.step) : posted;

      const problems = draftProblems(kind, values, refused);
      const content = problems.length > 0 ? keepableContent(kind, values) : formToContent(kind, values);
      // A document chosen that its list does not hold is left out, the rest saved (docs/results.md, Managing it).
      const unknown = await documentChoiceErrors(kind, content as Content);
      for (const error of unknown) delete content[error.field];
      const item = existing
        ? await saveDraft(actor, existing.id, content, { client, ownUploads: true })
        : await createDraft(actor, kind, content, { client, ownUploads: true });
      if (problems.length > 0) {
        return workspaceJson(
          {
            error: 'invalid',
            message: 'Some fields are not valid.',
            fields: problems,
            item: { id: item.id },
            next: editPage,
            params: await refusedFieldParams(actor, item.id, problems, values),
          },
          400,
        );
      }
      if (unknown.length > 0) {
        // The edit page names the field from the code (the first, when several).
        const role = Object.entries(CONTENT_KINDS[kind].documentChoices ?? {}).find(
          ([, field]) => field === unknown[0].field,
        )?.[0];
        return workspaceJson(
          {
            error: `unknown-item-${role}`,
            message: 'A chosen document is not in its list.',
            fields: unknown,
            item: { id: item.id },
            next: editPage,
          },
          400,
        );
      }

      if (rowStep) return workspaceJson({ item, next: editPage });
      const intent: FormIntent = (FORM_INTENTS as readonly string[]).includes(fields.intent ?? '')
        ? (fields.intent as FormIntent)
        : 'save';
      if (intent === 'preview') {
        // This post carries the form token already: it mints the link (docs/newsroom.md, Preview).
        const { token } = await mintItemPreview(actor, item.id, { client });
        return workspaceJson({ item, next: previewPath(token, locale) });
      }
      if (intent === 'submit') {
        try {
          const submitted = await submitItem(actor, item.id, { client });
          return workspaceJson({ ...submitted, next: `${base}/{id}` });
        } catch (error) {
          if (!(error instanceof NewsroomError)) throw error;
          return workspaceJson(
            { error: error.code, message: error.message, fields: error.fields, item: { id: item.id }, next: editPage },
            error.code === 'forbidden' ? 403 : 400,
          );
        }
      }
      return workspaceJson({ item, next: `${base}/{id}` });
    } catch (error) {
      if (!(error instanceof NewsroomError)) throw error;
      return refusedStepReply(error, { id, next: id ? `${base}/{id}` : back, fields: true });
    }
  });
}

/**
 * POST /api/workspace/uploads (multipart, `file`, at most two): stores each PDF and answers
 * `{files: [{field, sha256, name, pages}]}`, or the refusal `{error, message}` in the language of
 * `?lang=`. What the item form's script calls when a PDF is chosen.
 */
export function handleUpload(request: Request): Promise<Response> {
  return workspaceAction(request, 'content.draft', async (user, client) => {
    try {
      const { files } = await receivePdfUploads(request, { fileFields: [UPLOAD_FIELD] });
      await auditUploads({ id: user.id, email: user.email, role: user.role }, client, files);
      return workspaceJson({ files: files.map((file) => ({ field: file.field, ...documentRefOf(file) })) });
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return workspaceJson({ error: error.code, message: await uploadRefusal(error, localeOf(request)) }, error.status);
    }
  });
}

/**
 * A form posted with a file to read, not to store (an import): read whole within `maxBytes`, then
 * parsed; its text fields as form values. A body that is no multipart form, too large or unreadable
 * is answered here (`tooLarge` by the caller's own refusal).
 */
export async function readPostedForm(
  request: Request,
  maxBytes: number,
  back: string,
  tooLarge: (status: number) => Promise<Response>,
): Promise<{ form: FormData; values: FormValues } | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type))
    return workspaceJson({ error: 'invalid', message: 'Send the form as multipart/form-data.', next: back }, 400);
  const read = await readLimitedBytes(request, maxBytes).catch(() => null);
  if (!read?.ok) return tooLarge(read?.reason === 'too-large' ? 413 : 400);
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(read.bytes)]), { headers: { 'content-type': type } }).formData();
  } catch {
    return workspaceJson({ error: 'invalid', message: 'The form could not be read.', next: back }, 400);
  }
  const values: FormValues = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && name !== 'intent') values[name] = value;
  return { form, values };
}

/** The file input of a table's import (the register of major shareholders, docs/newsroom.md, Facts and figures). */
export const TABLE_FILE_FIELD = 'table_file';

/** The form's text beside a table's file: its table for the most rows, and some room. */
const TABLE_FORM_MAX_BYTES = REGISTER_IMPORT_MAX_BYTES + 1024 * 1024;

/**
 * POST /api/workspace/items/import?kind=<kind> (a new item) and /api/workspace/items/<id>/import: a
 * table read from a file (`table_file`, xlsx or CSV, at most 1 MB; ./table-imports.ts), beside the
 * form's fields: the register of major shareholders, or the dividend history.
 * - `?fill=1` (the form's script): answers what it read, `{columns, rows, values, problems}` (the rows
 *   as the file gives them, the table's cells for the form, and a sentence per problem, each naming its
 *   row by line: a register's row without a name or with shares that are no whole number, and rows
 *   that do not add up to the form's total; a dividend's unreadable date, type or number, and the
 *   rules the form's submit checks); nothing is saved.
 * - Otherwise (without JavaScript, the import button's formaction): a file without problems replaces
 *   the table of the draft, which is saved, and the edit page shows it; with problems nothing is saved,
 *   and the edit page names them (`error=import-rows&problems=`).
 * Each import is an audit entry (`content`, object `import:<kind>`).
 */
export function handleTableImport(request: Request, id: string | null): Promise<Response> {
  return workspaceAction(request, 'content.draft', async (user, client) => {
    const target = await formTarget(request, id, user);
    if (target instanceof Response) return target;
    const { actor, locale, base, existing, kind, editPage, back } = target;
    if (!isTableImportKind(kind))
      return workspaceJson(
        {
          error: 'invalid',
          message: 'Only the register of major shareholders and the dividend history are imported from a file.',
          next: back,
        },
        400,
      );
    const refusal = async (code: RegisterImportCode | 'noFile', status = 400) =>
      workspaceJson(
        {
          error: `import-${code}`,
          message: await tableImportRefusal(kind, code, locale),
          next: back,
          ...(existing ? { item: { id: existing.id } } : {}),
        },
        status,
      );
    const fill = new URL(request.url).searchParams.get('fill') === '1';
    const posted = await readPostedForm(request, TABLE_FORM_MAX_BYTES, back, (status) => refusal('tooLarge', status));
    if (posted instanceof Response) return posted;
    const { form, values } = posted;
    const file = form.get(TABLE_FILE_FIELD);
    if (!file || typeof file === 'string' || file.size === 0) return refusal('noFile');

    const audited = { actor: actor.email, action: 'content' as const, object: `import:${kind}`, client };
    let read;
    try {
      read = await readTableFile(kind, new Uint8Array(await file.arrayBuffer()), values, locale);
    } catch (error) {
      if (!(error instanceof RegisterImportError)) throw error;
      await recordAudit({ ...audited, detail: { step: 'import-table', outcome: error.code } });
      return refusal(error.code);
    }
    const { columns, rows, problems } = read;
    await recordAudit({
      ...audited,
      detail: { step: 'import-table', rows: String(rows.length), outcome: problems.length > 0 ? 'problems' : 'ok' },
    });

    if (fill) return workspaceJson({ columns, rows, values: read.values, problems });
    try {
      if (problems.length > 0) {
        // Nothing of the file is saved; a new item is started with the form as it was, so the edit page can name the problems.
        const item =
          existing ?? (await createDraft(actor, kind, keepableContent(kind, values), { client, ownUploads: true }));
        return workspaceJson(
          {
            error: 'import-rows',
            message: problems.join(' '),
            item: { id: item.id },
            next: editPage,
            params: { problems: problems.join('\n').slice(0, 2000) },
          },
          400,
        );
      }
      // Without JavaScript: the form's other fields as typed, the table as the file gives it.
      const cells = tableCellPattern(kind);
      const merged = {
        ...Object.fromEntries(Object.entries(values).filter(([name]) => !cells.test(name))),
        ...read.values,
      };
      const content = formToContent(kind, merged);
      const item = existing
        ? await saveDraft(actor, existing.id, content, { client, ownUploads: true })
        : await createDraft(actor, kind, content, { client, ownUploads: true });
      return workspaceJson({ item: { id: item.id }, next: editPage, params: { imported: String(rows.length) } });
    } catch (error) {
      if (!(error instanceof NewsroomError)) throw error;
      return refusedStepReply(error, { id, next: id ? `${base}/{id}` : `${base}/new`, fields: true });
    }
  });
}
