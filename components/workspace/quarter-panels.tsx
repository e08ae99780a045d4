'use client';

import { useState, type ChangeEvent } from 'react';
import {
  FIGURES_FILE_FIELD,
  IMPORTED_FIGURE_FIELDS,
  TRANSCRIPT_FILE_MAX_BYTES,
  transcriptFileName,
  VIDEO_FILE_FIELD,
} from '@/lib/newsroom';
import { FileInput, SPREADSHEET_ACCEPT, VIDEO_ACCEPT } from './file-input';
import type { KindFieldPanelProps, KindPanelContext, KindPanels } from './kind-panels';
import { workspaceUpload } from './workspace-post';
import editor from './item-editor.module.css';
import styles from './workspace.module.css';

/** The quarterly results' panels' words, built by the form's page (docs/results.md, Managing it). */
export interface QuarterPanelLabels {
  /** "Import figures from Excel". */
  importLegend: string;
  importHint: string;
  importFile: string;
  importButton: string;
  importChecking: string;
  importDone: string;
  /** The webcast's video upload (with JavaScript). */
  videoFile: string;
  videoUploading: string;
  videoDone: string;
  videoNoScript: string;
  /** The webcast's video upload without JavaScript: its own button posts the form. */
  videoLegend: string;
  videoHint: string;
  videoFileNoScript: string;
  videoButton: string;
  /** A transcript's WebVTT file: read into its field in the browser with JavaScript; without, sent with the form (`vttNoScript` says so). */
  vttFile: string;
  vttLoaded: string;
  vttTooLarge: string;
  vttNoScript: string;
}

export interface QuarterPanelSettings {
  labels: QuarterPanelLabels;
  /** The figures import's no-JavaScript action URL (lib/accounts formAction). */
  importAction?: string;
  /** A sentence about the last import, shown at it (the route's refusal, or the figures filled). */
  importOutcome?: string;
  /** The webcast video's no-JavaScript action URL (lib/accounts formAction). */
  videoAction?: string;
  /** A sentence about the last video posted without JavaScript (stored, or the refusal), shown at it. */
  videoOutcome?: string;
  /** Whether that video was refused. */
  videoRefused?: boolean;
}

/** Under the webcast field, a recording to upload; under each transcript, a WebVTT file to read. */
function QuarterFieldPanel(props: KindFieldPanelProps<QuarterPanelSettings>) {
  if (props.input.spec.type === 'transcript') return <TranscriptFile {...props} />;
  if (props.input.spec.type === 'webcast') return <WebcastVideo {...props} />;
  return null;
}

/**
 * A chosen WebVTT file is read here and its text put into the transcript field, where the schema
 * parses it as it would pasted text: nothing is uploaded until the form is sent. Without JavaScript
 * the file goes with the form, read by the server (docs/results.md, Managing it).
 */
function TranscriptFile({
  input,
  id,
  scripted,
  setValue,
  settings: { labels },
}: KindFieldPanelProps<QuarterPanelSettings>) {
  const [status, setStatus] = useState('');
  async function load(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > TRANSCRIPT_FILE_MAX_BYTES) {
      setStatus(labels.vttTooLarge);
      return;
    }
    setValue(input.name, await file.text(), { shouldValidate: true, shouldDirty: true });
    setStatus(labels.vttLoaded);
  }
  return (
    <>
      <FileInput
        id={`${id}-vtt`}
        label={labels.vttFile}
        name={scripted ? undefined : transcriptFileName(input.name)}
        accept="text/vtt,.vtt"
        statusId={`${id}-vtt-status`}
        status={{ text: scripted ? status : labels.vttNoScript, testId: 'vtt-load-status', live: true }}
        onChange={scripted ? (event) => void load(event) : undefined}
      />
    </>
  );
}

/** A chosen recording is uploaded at once (POST /api/workspace/uploads/video) and its path put into the webcast field. */
function WebcastVideo({
  input,
  id,
  locale,
  scripted,
  setValue,
  isSubmitted,
  setBusy,
  error,
  settings,
}: KindFieldPanelProps<QuarterPanelSettings>) {
  const { labels } = settings;
  const [state, setState] = useState<{ uploading?: boolean; message?: string }>(
    settings.videoOutcome ? { message: settings.videoOutcome } : {},
  );
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget;
    const file = chosen.files?.[0];
    if (!file) return;
    setState({ uploading: true });
    setBusy('video', true);
    try {
      const form = new FormData();
      form.append('video', file);
      const { status, data } = await workspaceUpload(`/api/workspace/uploads/video?lang=${locale}`, form);
      if (status === 200 && typeof data.href === 'string') {
        setValue(input.name, data.href, { shouldValidate: isSubmitted(), shouldDirty: true });
        setState({ message: labels.videoDone });
      } else {
        setState({ message: typeof data.message === 'string' ? data.message : error });
      }
    } catch {
      setState({ message: error });
    }
    setBusy('video', false);
    chosen.value = '';
  }
  // Without JavaScript the recording goes by its own button after the form's (QuarterAfterPanel).
  if (!scripted) return <p className={styles.hint}>{labels.videoNoScript}</p>;
  return (
    <>
      <FileInput
        id={`${id}-video`}
        label={labels.videoFile}
        accept={VIDEO_ACCEPT}
        statusId={`${id}-video-status`}
        status={{
          text: state.uploading ? labels.videoUploading : (state.message ?? ''),
          testId: 'video-upload-status',
          live: true,
        }}
        disabled={state.uploading}
        onChange={(event) => void upload(event)}
      />
    </>
  );
}

/**
 * After the form's own buttons, so that Enter in a field without JavaScript saves rather than imports:
 * the webcast video without JavaScript, by its own button after every text field (docs/results.md,
 * Managing it), and "Import figures from Excel".
 */
function QuarterAfterPanel({
  kind,
  locale,
  itemId,
  scripted,
  getValues,
  setValue,
  isSubmitted,
  setBusy,
  error,
  settings,
}: KindPanelContext<QuarterPanelSettings>) {
  const { labels } = settings;
  const [importState, setImportState] = useState<{ checking?: boolean; message?: string }>(
    settings.importOutcome ? { message: settings.importOutcome } : {},
  );

  /** With JavaScript, a chosen data pack is read at once and its figures put into their fields. */
  async function importFigures(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget;
    const file = chosen.files?.[0];
    if (!file) return;
    setImportState({ checking: true });
    setBusy('figures', true);
    try {
      const form = new FormData();
      const year = getValues('year');
      const quarter = getValues('quarter');
      form.append('year', typeof year === 'string' ? year : '');
      form.append('quarter', typeof quarter === 'string' ? quarter : '');
      form.append(FIGURES_FILE_FIELD, file);
      const path = itemId ? `/api/workspace/items/${itemId}/figures` : `/api/workspace/items/figures?kind=${kind}`;
      const { status, data } = await workspaceUpload(
        `${path}${path.includes('?') ? '&' : '?'}fill=1&lang=${locale}`,
        form,
      );
      const figures = data.figures as Record<string, number> | undefined;
      if (status === 200 && figures) {
        for (const field of IMPORTED_FIGURE_FIELDS)
          if (typeof figures[field] === 'number')
            setValue(field, String(figures[field]), { shouldValidate: isSubmitted(), shouldDirty: true });
        setImportState({ message: labels.importDone });
      } else {
        setImportState({ message: typeof data.message === 'string' ? data.message : error });
      }
    } catch {
      setImportState({ message: error });
    }
    setBusy('figures', false);
    chosen.value = '';
  }

  return (
    <>
      {settings.videoAction && !scripted ? (
        <fieldset className={styles.fieldset} data-testid="video-upload">
          <legend>{labels.videoLegend}</legend>
          <p id="item-video-hint" className={styles.hint}>
            {labels.videoHint}
          </p>
          <div className={styles.field}>
            <FileInput
              id="item-webcast-video"
              label={labels.videoFileNoScript}
              name={VIDEO_FILE_FIELD}
              accept={VIDEO_ACCEPT}
              hintId="item-video-hint"
              statusId="item-video-status"
              status={{
                text: settings.videoOutcome ?? '',
                testId: 'video-upload-status',
                refused: settings.videoRefused,
              }}
            />
          </div>
          <button
            className={editor.secondary}
            type="submit"
            name="intent"
            value="video"
            formAction={settings.videoAction}
            formEncType="multipart/form-data"
            formNoValidate
          >
            {labels.videoButton}
          </button>
        </fieldset>
      ) : null}
      {settings.importAction ? (
        <fieldset className={styles.fieldset} data-testid="figures-import">
          <legend>{labels.importLegend}</legend>
          <p id="item-figures-hint" className={styles.hint}>
            {labels.importHint}
          </p>
          <div className={styles.field}>
            <FileInput
              id="item-figures-file"
              label={labels.importFile}
              name={FIGURES_FILE_FIELD}
              accept={SPREADSHEET_ACCEPT}
              hintId="item-figures-hint"
              statusId="item-figures-status"
              status={{
                text: importState.checking ? labels.importChecking : (importState.message ?? ''),
                testId: 'figures-import-status',
                live: true,
              }}
              onChange={scripted ? (event) => void importFigures(event) : undefined}
            />
          </div>
          {scripted ? null : (
            <button
              className={editor.secondary}
              type="submit"
              name="intent"
              value="import"
              formAction={settings.importAction}
              formEncType="multipart/form-data"
              formNoValidate
            >
              {labels.importButton}
            </button>
          )}
        </fieldset>
      ) : null}
    </>
  );
}

/** The quarterly results' panels in the generic item form (./kind-panels.tsx). */
export const QUARTER_PANELS: KindPanels<QuarterPanelSettings> = { Field: QuarterFieldPanel, After: QuarterAfterPanel };
