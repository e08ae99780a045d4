import 'server-only';
import { getTranslations } from 'next-intl/server';
import { recordAudit } from '@/lib/accounts';
import { workspaceAction, workspaceJson } from '@/lib/accounts/server';
import { receivePdfUploads, UploadError, uploadMessageKey, type UploadedPdf } from '@/lib/uploads';
import { readContent, type Content } from './content';
import { MAX_DOCUMENT_NAME, type DocumentRef } from './documents';
import { documentFileFields, formProblems, formToContent, FORM_INTENTS, TEXTS_END_FIELD, UPLOAD_FIELD, type FormIntent, type FormValues } from './form-schema';
import { createDraft, getItem, NewsroomError, saveDraft, submitItem, type Actor } from './items';
import { CONTENT_KINDS, isKindName, type KindName } from './kinds';

/**
 * The item form's routes (docs/newsroom.md, The item form): the form posted as it is, with its PDFs
 * (`POST /api/workspace/items/form?kind=` for a new item, `/api/workspace/items/<id>/form` for an
 * edit), which works without JavaScript; and `POST /api/workspace/uploads`, where the form's script
 * sends each PDF as soon as it is chosen. Both stream the files through lib/uploads, and write an
 * audit entry for each stored file.
 */

type Locale = 'th' | 'en';

/** The locale of the pages the form came from: its `?next=`, or `?lang=` for the script's upload. */
function localeOf(request: Request): Locale {
  const url = new URL(request.url);
  return url.searchParams.get('lang') === 'en' || (url.searchParams.get('next') ?? '').startsWith('/en/') ? 'en' : 'th';
}

const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

/** A stored PDF as an item's document: the download name within the newsroom's bound. */
export function documentRefOf({ document }: UploadedPdf): DocumentRef {
  return { sha256: document.hash, name: document.downloadName.length <= MAX_DOCUMENT_NAME ? document.downloadName : 'document.pdf', pages: document.pages };
}

async function auditUploads(actor: Actor, client: string, files: UploadedPdf[]): Promise<void> {
  for (const { document } of files) {
    await recordAudit({ actor: actor.email, action: 'content', object: `upload:${document.hash}`, client, detail: { step: 'upload', hash: document.hash, pages: document.pages, size: document.size } });
  }
}

async function uploadRefusal(error: UploadError, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Uploads' });
  return t(uploadMessageKey(error), error.values);
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
  const again = readContent(kind, Object.fromEntries(Object.entries(input).filter(([field]) => !bad.has(field))));
  return again.ok ? again.content : {};
}

/**
 * POST /api/workspace/items/form?kind= (id null) and /api/workspace/items/<id>/form: the item form as
 * a browser posts it (multipart, with its PDFs). Saves the draft, then by the button pressed
 * (`intent`): save → the item's page; preview → its preview; submit → submits, and an incomplete item
 * goes back to its edit page (`error=incomplete`). A refused PDF stores nothing, but the text typed
 * is saved as a draft and the edit page says why (`error=<refusal>`). The reply names the page
 * (`next`), which a plain form post gets as a 303 (lib/accounts formReply).
 */
export function handleItemForm(request: Request, id: string | null): Promise<Response> {
  return workspaceAction(request, 'content.draft', async (user, client) => {
    const actor: Actor = { id: user.id, email: user.email, role: user.role };
    const locale = localeOf(request);
    const base = `${prefix(locale)}/admin/items`;
    const existing = id === null ? null : await getItem(id);
    if (id !== null && !existing) return workspaceJson({ error: 'not-found', next: base }, 404);
    const kind = existing ? existing.kind : new URL(request.url).searchParams.get('kind');
    if (!isKindName(kind)) return workspaceJson({ error: 'invalid', message: 'Unknown content kind.', next: `${base}/new` }, 400);
    const editPage = `${base}/{id}/edit`;
    const back = id === null ? `${base}/new` : editPage;

    try {
      let received;
      try {
        // A transcript field is longer than the default text field (./content.ts MAX_LENGTH.transcript, in UTF-8).
        received = await receivePdfUploads(request, { fileFields: documentFileFields(kind), ...(CONTENT_KINDS[kind].transcripts ? { maxFieldBytes: 512 * 1024 } : {}) });
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        const message = await uploadRefusal(error, locale);
        // Only a form whose text arrived whole is saved: a part of it would wipe what it left out.
        if (error.fields[TEXTS_END_FIELD] === undefined) return workspaceJson({ error: error.code, message, next: back }, error.status);
        const content = keepableContent(kind, error.fields);
        const item = existing ? await saveDraft(actor, existing.id, content, { client }) : await createDraft(actor, kind, content, { client });
        return workspaceJson({ error: error.code, message, item: { id: item.id }, next: editPage }, error.status);
      }
      const { fields, files } = received;
      await auditUploads(actor, client, files);
      const values: FormValues = { ...fields };
      for (const file of files) values[`${file.field}_ref`] = JSON.stringify(documentRefOf(file));

      const problems = formProblems(kind, values, 'draft');
      const content = problems.length > 0 ? keepableContent(kind, values) : formToContent(kind, values);
      const item = existing ? await saveDraft(actor, existing.id, content, { client }) : await createDraft(actor, kind, content, { client });
      if (problems.length > 0) return workspaceJson({ error: 'invalid', message: 'Some fields are not valid.', fields: problems, item: { id: item.id }, next: editPage }, 400);

      const intent: FormIntent = (FORM_INTENTS as readonly string[]).includes(fields.intent ?? '') ? (fields.intent as FormIntent) : 'save';
      if (intent === 'preview') return workspaceJson({ item, next: `${base}/{id}/preview` });
      if (intent === 'submit') {
        try {
          const submitted = await submitItem(actor, item.id, { client });
          return workspaceJson({ ...submitted, next: `${base}/{id}` });
        } catch (error) {
          if (!(error instanceof NewsroomError)) throw error;
          return workspaceJson({ error: error.code, message: error.message, fields: error.fields, item: { id: item.id }, next: editPage }, error.code === 'forbidden' ? 403 : 400);
        }
      }
      return workspaceJson({ item, next: `${base}/{id}` });
    } catch (error) {
      if (!(error instanceof NewsroomError)) throw error;
      const status = { forbidden: 403, 'four-eyes': 403, 'not-found': 404, 'invalid-state': 409 }[error.code as string] ?? 400;
      return workspaceJson({ error: error.code, message: error.message, fields: error.fields, ...(id ? { item: { id } } : {}), next: id ? `${base}/{id}` : back }, status);
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
