import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { formAction } from '@/lib/accounts/server';
import { localizePath } from '@/lib/i18n';
import { isKeyIn } from '@/lib/i18n/server';
import {
  BLANK_ROWS,
  CONTENT_KINDS,
  contentToForm,
  errorInputNames,
  formInputs,
  MAX_ROWS,
  missingFields,
  nextState,
  rowInputs,
  rowsFields,
  type FieldProblem,
} from '@/lib/newsroom';
import { getItem, isTableImportKind, readHeldFields, tableImportRefusal } from '@/lib/newsroom/server';
import { UPLOAD_MESSAGE_KEYS, uploadLimits, videoMaxBytes, type UploadErrorCode } from '@/lib/uploads';
import { ItemFormPage } from '../item-form-page';
import type { WorkspacePageContext } from '../workspace-page';

type Query = {
  error?: string | string[];
  done?: string | string[];
  fields?: string | string[];
  held?: string | string[];
  video?: string | string[];
  problems?: string | string[];
  imported?: string | string[];
};

// The refusals of lib/uploads the form route passes on as `error=<code>` (messages of `Uploads`).
const UPLOAD_CODES = [
  'not-multipart',
  'malformed',
  'too-large',
  'too-many-files',
  'too-many-fields',
  'field-too-long',
  'unexpected-file',
  'not-pdf',
  'encrypted',
  'broken',
  'empty',
  'unchecked',
] as const satisfies readonly UploadErrorCode[];
// The refusals of the webcast video posted without JavaScript (lib/newsroom handleVideoForm), shown at the webcast field.
const VIDEO_CODES = ['not-video', 'video-too-large', 'no-file', 'empty'] as const satisfies readonly UploadErrorCode[];
/** A refused field as the form route names it: `<input name>:<problem>`, the problem a message of the form. */
const REFUSED_FIELD = /^([A-Za-z0-9_]{1,40}):([a-z-]{1,20}|transcript\.[A-Za-z]{1,30})$/;

/**
 * Editing a newsroom item (docs/newsroom.md, The item form): a draft or a rejected version, or a live
 * item (a correction). After a post without JavaScript it shows what the form route found:
 * `error=incomplete` each missing field, a refused PDF its message.
 */
export async function EditItemPage({
  user,
  locale,
  params: { id },
  query: searchQuery,
}: WorkspacePageContext<{ id: string }, Query>) {
  const t = await getTranslations('Workspace');
  const item = await getItem(id);
  if (!item) notFound();
  const itemPage = localizePath(`/admin/items/${item.id}`, locale);
  const query = searchQuery;
  const error = typeof query.error === 'string' ? query.error : '';
  const videoCode = CONTENT_KINDS[item.kind].transcripts ? VIDEO_CODES.find((code) => code === error) : undefined;
  const uploadCode = UPLOAD_CODES.find((code) => code === error);
  const importCode = error.startsWith('import-') ? error.slice('import-'.length) : '';
  if (!nextState(item.state, 'edit')) {
    // Submitted from this page without JavaScript: on to the item.
    if (query.done === '1') redirect(`${itemPage}?done=1`);
    return (
      <>
        <h1>{t('itemForm.editHeading')}</h1>
        <p role="alert">
          {error ? t('itemForm.outcome.other', { code: error.slice(0, 40) }) : t('itemForm.notEditable')}
        </p>
        <p>
          <Link prefetch={false} href={itemPage}>
            {t('itemForm.toItem')}
          </Link>
        </p>
      </>
    );
  }
  const defaults = contentToForm(item.kind, item.content);
  const fieldErrors: Record<string, FieldProblem> = {};
  let outcome: string | undefined;
  let documentError: string | undefined;
  let importOutcome: string | undefined;
  let videoOutcome: string | undefined;
  let tableImportOutcome: { message: string; problems: string[] } | undefined;
  // Back from a table's import without JavaScript: its rows are in the form now.
  if (typeof query.imported === 'string' && /^\d{1,3}$/.test(query.imported) && CONTENT_KINDS[item.kind].importsTable) {
    tableImportOutcome = {
      message: t('itemForm.tableImport.imported', { count: String(Number(query.imported)) }),
      problems: [],
    };
  }
  // The form's inputs: its fields, and its table's cells for every row it may hold.
  const inputNames = new Set(
    [
      ...formInputs(item.kind),
      ...rowsFields(item.kind).flatMap((field) => rowInputs(item.kind, field, MAX_ROWS + BLANK_ROWS)),
    ].map((input) => input.name),
  );
  // Fields the form route refused (`fields=`): each shows its own message, and the text typed comes back (`held=`).
  if (typeof query.fields === 'string') {
    for (const entry of query.fields.split(',').slice(0, 40)) {
      const match = REFUSED_FIELD.exec(entry);
      if (match && inputNames.has(match[1])) fieldErrors[match[1]] = match[2] as FieldProblem;
    }
  }
  const held = await readHeldFields(query.held, { userId: user.id, itemId: item.id });
  for (const [name, value] of Object.entries(held ?? {})) if (inputNames.has(name)) defaults[name] = value;
  const videoStored = query.video === 'stored' && CONTENT_KINDS[item.kind].transcripts;
  if (videoStored) videoOutcome = t('itemForm.video.stored');
  // Back from the figures import without JavaScript: the draft holds the figures read.
  else if (query.done === '1' && CONTENT_KINDS[item.kind].transcripts) importOutcome = t('itemForm.import.done');
  if (error === 'incomplete') {
    for (const missing of missingFields(item.kind, item.content))
      for (const name of errorInputNames(item.kind, missing, defaults)) fieldErrors[name] = missing.problem;
    outcome = t('itemForm.outcome.incomplete');
  } else if (error === 'video-button' && CONTENT_KINDS[item.kind].transcripts) {
    // A video sent with "Save draft" (or another of the form's buttons) without JavaScript: not taken.
    videoOutcome = t('itemForm.video.useButton');
    outcome = videoOutcome;
  } else if (videoCode) {
    // The webcast video without JavaScript: the text was saved, the file refused.
    const u = await getTranslations('Uploads');
    videoOutcome = u(UPLOAD_MESSAGE_KEYS[videoCode], {
      file: t('itemForm.theFile'),
      maxMb: String(Math.round(videoMaxBytes() / 1024 / 1024)),
    });
    outcome = t('itemForm.outcome.video', { message: videoOutcome });
  } else if (uploadCode) {
    const u = await getTranslations('Uploads');
    const limits = uploadLimits();
    documentError = u(UPLOAD_MESSAGE_KEYS[uploadCode], {
      file: t('itemForm.theFile'),
      maxMb: String(Math.round(limits.maxFileBytes / 1024 / 1024)),
      max: String(limits.maxFiles),
      field: '',
    });
    outcome = t('itemForm.outcome.upload', { message: documentError });
  } else if (isKeyIn('Workspace.itemForm.import.errors', importCode)) {
    // The figures import without JavaScript (docs/results.md, Managing it): the text was saved, the file refused.
    importOutcome = t(`itemForm.import.errors.${importCode}`);
    outcome = importOutcome;
  } else if (error.startsWith('unknown-item-') && CONTENT_KINDS[item.kind].documentChoices) {
    // A quarter's document chosen that its list no longer holds (docs/results.md, Managing it): left out, the rest saved.
    const choices = CONTENT_KINDS[item.kind].documentChoices as Record<string, string>;
    const field = choices[error.slice('unknown-item-'.length)];
    if (field) fieldErrors[field] = 'unknown-item';
    outcome = t('itemForm.outcome.invalid');
  } else if (error.startsWith('import-') && CONTENT_KINDS[item.kind].importsTable) {
    // A table's import without JavaScript (docs/newsroom.md, Facts and figures): nothing of the file was saved.
    const code = error.slice('import-'.length);
    const problems = typeof query.problems === 'string' ? query.problems.split('\n').filter(Boolean).slice(0, 60) : [];
    tableImportOutcome = {
      message: isTableImportKind(item.kind) ? await tableImportRefusal(item.kind, code, locale) : '',
      problems,
    };
    outcome = problems.length > 0 ? t('itemForm.tableImport.problemsHeading') : tableImportOutcome.message;
  } else if (error === 'invalid') {
    outcome = t('itemForm.outcome.invalid');
  } else if (error) {
    outcome = t('itemForm.outcome.other', { code: error.slice(0, 40) });
  }
  return (
    <>
      <h1>{t('itemForm.editHeading')}</h1>
      <p>
        {t('itemForm.kind')}: <strong data-testid="item-kind">{t(`itemForm.kinds.${item.kind}`)}</strong>{' '}
        <Link prefetch={false} href={itemPage}>
          {t('itemForm.toItem')}
        </Link>
      </p>
      {item.state === 'live' ? <p>{t('itemForm.correction')}</p> : null}
      <ItemFormPage
        locale={locale}
        kind={item.kind}
        itemId={item.id}
        action={await formAction(
          `/api/workspace/items/${item.id}/form`,
          `${localizePath('/admin/items', locale)}/{id}`,
        )}
        defaults={defaults}
        fieldErrors={fieldErrors}
        outcome={outcome}
        documentError={documentError}
        importAction={
          CONTENT_KINDS[item.kind].transcripts
            ? await formAction(
                `/api/workspace/items/${item.id}/figures`,
                `${localizePath('/admin/items', locale)}/{id}/edit`,
              )
            : undefined
        }
        importOutcome={importOutcome}
        videoAction={
          CONTENT_KINDS[item.kind].transcripts
            ? await formAction(
                `/api/workspace/items/${item.id}/video`,
                `${localizePath('/admin/items', locale)}/{id}/edit`,
              )
            : undefined
        }
        videoOutcome={videoOutcome}
        videoRefused={CONTENT_KINDS[item.kind].transcripts && (videoCode !== undefined || error === 'video-button')}
        tableImportAction={
          CONTENT_KINDS[item.kind].importsTable
            ? await formAction(
                `/api/workspace/items/${item.id}/import`,
                `${localizePath('/admin/items', locale)}/{id}/edit`,
              )
            : undefined
        }
        tableImportOutcome={tableImportOutcome}
        // A live item's correction is saved by its buttons only (docs/newsroom.md, Saved automatically).
        autosave={item.state === 'draft' || item.state === 'rejected'}
      />
    </>
  );
}
