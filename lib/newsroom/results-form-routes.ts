import 'server-only';
import { getTranslations } from 'next-intl/server';
import { recordAudit } from '@/lib/accounts';
import { workspaceAction, workspaceJson } from '@/lib/accounts/server';
import {
  DATA_PACK_IMPORT_MAX_BYTES,
  DataPackImportError,
  readDataPackFigures,
  type DataPackImportCode,
} from '@/lib/downloads';
import { readTextFile, receiveVideoUpload, UploadError, type ReceivedTextFile } from '@/lib/uploads';
import {
  FIGURES_FILE_FIELD,
  formToContent,
  TEXTS_END_FIELD,
  TRANSCRIPT_FILE_MAX_BYTES,
  transcriptFileFields,
  VIDEO_FILE_FIELD,
  type FormProblem,
  type FormValues,
} from './form-schema';
import {
  auditUpload,
  draftProblems,
  formTarget,
  keepableContent,
  localeOf,
  maxFormFields,
  readPostedForm,
  refusedFieldParams,
  refusedStepReply,
  transcriptTextFiles,
  uploadRefusal,
  withTranscriptFiles,
  type Locale,
} from './form-routes';
import { createDraft, NewsroomError, saveDraft } from './items';
import { CONTENT_KINDS, type KindName } from './kinds';

/**
 * The quarterly results form's own routes (docs/results.md, Managing it): its webcast video, sent by
 * the form's script or with the form by its button "Upload the video", and its "Import figures from
 * Excel". They work on the item as the item form's routes do (./form-routes.ts), refusing another kind.
 */

/** Only a kind with transcripts (the quarterly results) takes these routes; the message says what the route does. */
const resultsOnly = (message: string) => ({
  message,
  accepts: (kind: KindName) => Boolean(CONTENT_KINDS[kind].transcripts),
});

/** The field of the webcast video upload (POST /api/workspace/uploads/video). */
export const VIDEO_UPLOAD_FIELD = 'video';

/**
 * POST /api/workspace/uploads/video (multipart, `video`): stores a quarter's webcast recording, an MP4
 * or WebM of at most VIDEO_MAX_MB (lib/uploads receiveVideoUpload, decision 023), and answers
 * `{href, type, size}`: the same-site path `/videos/<sha256>.<webm|mp4>` the quarterly results form
 * puts into its webcast field (docs/results.md, Managing it). The refusal in the language of `?lang=`.
 * Permission content.draft through workspaceAction (same-site, CSRF); each stored video is an audit
 * entry (`content`, object `upload:<sha256>`). The video is served only once a live quarter links it.
 */
export function handleVideoUpload(request: Request): Promise<Response> {
  return workspaceAction(request, 'content.draft', async (user, client) => {
    try {
      const { video } = await receiveVideoUpload(request, { field: VIDEO_UPLOAD_FIELD });
      await auditUpload(user, client, { step: 'upload-video', hash: video.hash, type: video.type, size: video.size });
      return workspaceJson({ href: video.href, type: video.type, size: video.size });
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return workspaceJson({ error: error.code, message: await uploadRefusal(error, localeOf(request)) }, error.status);
    }
  });
}

/**
 * POST /api/workspace/items/video?kind= (a new item) and /api/workspace/items/<id>/video: the
 * quarterly results form posted without JavaScript by its button "Upload the video" (docs/results.md,
 * Managing it), the whole form with the recording in `webcast_video` after every text field. The
 * video goes through the same checks as the script's upload (receiveVideoUpload: VIDEO_MAX_MB, the
 * content check of decision 023; permission content.draft, same-site and CSRF through
 * workspaceAction; an audit entry `upload:<sha256>`); the draft is saved with the form's text and the
 * webcast field set to the stored `/videos/<sha256>.<webm|mp4>`, and the edit page shows it
 * (`video=stored`). A refused file stores nothing: the text is saved all the same (when it arrived
 * whole, `texts_end`) and the edit page shows the refusal at the webcast field (`error=<code>`).
 */
export function handleVideoForm(request: Request, id: string | null): Promise<Response> {
  return workspaceAction(request, 'content.draft', async (user, client) => {
    const target = await formTarget(request, id, user, resultsOnly('Only a quarterly results item takes a video.'));
    if (target instanceof Response) return target;
    const { actor, locale, base, existing, kind, editPage, back } = target;

    const save = async (values: FormValues, refused: readonly FormProblem[] = []) => {
      const problems = draftProblems(kind, values, refused);
      const content = problems.length > 0 ? keepableContent(kind, values) : formToContent(kind, values);
      const item = existing
        ? await saveDraft(actor, existing.id, content, { client, ownUploads: true })
        : await createDraft(actor, kind, content, { client, ownUploads: true });
      return { item, params: problems.length > 0 ? await refusedFieldParams(actor, item.id, problems, values) : {} };
    };
    const textOf = (fields: Readonly<Record<string, string>>): FormValues =>
      Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'intent' && name !== TEXTS_END_FIELD));

    try {
      let received;
      try {
        received = await receiveVideoUpload(request, {
          field: VIDEO_FILE_FIELD,
          maxFieldBytes: 512 * 1024,
          maxFields: maxFormFields(kind),
          textFiles: transcriptTextFiles(kind),
        });
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        const message = await uploadRefusal(error, locale);
        // Only a form whose text arrived whole is saved: a part of it would wipe what it left out.
        if (error.fields[TEXTS_END_FIELD] === undefined)
          return workspaceJson(
            { error: error.code, message, next: back, ...(existing ? { item: { id: existing.id } } : {}) },
            error.status,
          );
        const { item, params } = await save(textOf(error.fields));
        return workspaceJson(
          { error: error.code, message, item: { id: item.id }, next: editPage, params },
          error.status,
        );
      }
      const { fields, video, texts } = received;
      await auditUpload(user, client, { step: 'upload-video', hash: video.hash, type: video.type, size: video.size });
      const { values, refused } = withTranscriptFiles(kind, { ...textOf(fields), webcast: video.href }, texts);
      const { item, params } = await save(values, refused);
      return workspaceJson({
        item: { id: item.id },
        href: video.href,
        next: editPage,
        params: { ...params, video: 'stored' },
      });
    } catch (error) {
      if (!(error instanceof NewsroomError)) throw error;
      return refusedStepReply(error, { id, next: id ? `${base}/{id}` : `${base}/new` });
    }
  });
}

/** The form's text beside the figures file: two transcripts at most (./content.ts) and their WebVTT files, and some room. */
const FIGURES_FORM_MAX_BYTES = DATA_PACK_IMPORT_MAX_BYTES + 2 * TRANSCRIPT_FILE_MAX_BYTES + 1536 * 1024;

async function importRefusal(code: DataPackImportCode | 'noFile' | 'noPeriod', locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Workspace.itemForm.import.errors' });
  return t(code);
}

/**
 * POST /api/workspace/items/figures?kind= (a new item) and /api/workspace/items/<id>/figures: the
 * quarterly results form's "Import figures from Excel" (docs/results.md, Managing it). The form's
 * fields come with the file `figures_file` (the data pack's xlsx or CSV, at most 1 MB), read for the
 * form's year and quarter (lib/downloads readDataPackFigures).
 * - `?fill=1` (the form's script): answers `{figures}` for the script to put into the fields, or the
 *   refusal `{error, message}`; nothing is saved.
 * - Otherwise (the form posted without JavaScript, by the import button's formaction): the draft is
 *   saved with the form's text and the figures, and the edit page shows it (`error=import-<code>` when
 *   refused, the text still saved).
 * Each import is an audit entry (`content`, object `import:figures`).
 */
export function handleFiguresImport(request: Request, id: string | null): Promise<Response> {
  return workspaceAction(request, 'content.draft', async (user, client) => {
    const target = await formTarget(request, id, user, resultsOnly('Only a quarterly results item imports figures.'));
    if (target instanceof Response) return target;
    const { actor, locale, base, existing, kind, editPage, back } = target;
    const fill = new URL(request.url).searchParams.get('fill') === '1';

    const posted = await readPostedForm(request, FIGURES_FORM_MAX_BYTES, back, async (status) =>
      workspaceJson(
        {
          error: 'import-tooLarge',
          message: await importRefusal('tooLarge', locale),
          next: back,
          ...(existing ? { item: { id: existing.id } } : {}),
        },
        status,
      ),
    );
    if (posted instanceof Response) return posted;
    const { form, values } = posted;
    const file = form.get(FIGURES_FILE_FIELD);
    const year = Number(values.year);
    const quarter = Number(values.quarter);

    let code: DataPackImportCode | 'noFile' | 'noPeriod' | null = null;
    let figures: Record<string, number> | null = null;
    if (!Number.isInteger(year) || !Number.isInteger(quarter) || quarter < 1 || quarter > 4) code = 'noPeriod';
    else if (!file || typeof file === 'string' || file.size === 0) code = 'noFile';
    else {
      try {
        figures = { ...(await readDataPackFigures(new Uint8Array(await file.arrayBuffer()), { year, quarter })) };
      } catch (error) {
        if (!(error instanceof DataPackImportError)) throw error;
        code = error.code;
      }
    }
    await recordAudit({
      actor: actor.email,
      action: 'content',
      object: 'import:figures',
      client,
      detail: {
        step: 'import-figures',
        year: String(values.year ?? ''),
        quarter: String(values.quarter ?? ''),
        outcome: code ?? 'ok',
      },
    });

    if (fill) {
      if (code) return workspaceJson({ error: `import-${code}`, message: await importRefusal(code, locale) }, 400);
      return workspaceJson({ figures });
    }
    // Without JavaScript: the form's text is kept as a draft either way, with the figures when read.
    const texts: ReceivedTextFile[] = [];
    for (const field of Object.keys(transcriptFileFields(kind))) {
      const chosen = form.get(field);
      // A file input left empty sends no name and no bytes: nothing was chosen.
      if (chosen && typeof chosen !== 'string' && !(chosen.name === '' && chosen.size === 0))
        texts.push({ field, ...readTextFile(new Uint8Array(await chosen.arrayBuffer()), TRANSCRIPT_FILE_MAX_BYTES) });
    }
    const withFiles = withTranscriptFiles(
      kind,
      {
        ...values,
        ...(figures ? Object.fromEntries(Object.entries(figures).map(([field, value]) => [field, String(value)])) : {}),
      },
      texts,
    );
    const merged = withFiles.values;
    const problems = draftProblems(kind, merged, withFiles.refused);
    const content = problems.length > 0 ? keepableContent(kind, merged) : formToContent(kind, merged);
    try {
      const item = existing
        ? await saveDraft(actor, existing.id, content, { client, ownUploads: true })
        : await createDraft(actor, kind, content, { client, ownUploads: true });
      // A refused field (a bad transcript typed before the import) comes back with its message and text.
      const params = problems.length > 0 ? await refusedFieldParams(actor, item.id, problems, merged) : {};
      if (code)
        return workspaceJson(
          {
            error: `import-${code}`,
            message: await importRefusal(code, locale),
            item: { id: item.id },
            next: editPage,
            params,
          },
          400,
        );
      return workspaceJson({ item: { id: item.id }, figures, next: editPage, params });
    } catch (error) {
      if (!(error instanceof NewsroomError)) throw error;
      return refusedStepReply(error, { id, next: id ? `${base}/{id}` : `${base}/new` });
    }
  });
}
