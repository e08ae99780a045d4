'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { fillTemplate } from '@/lib/i18n';
import { CONTENT_KINDS, FIGURES_FILE_FIELD, IMPORTED_FIGURE_FIELDS, documentFields, documentFileName, documentOneName, documentRefName, documentSlots, errorInputNames, formInputs, formToContent, isOne, itemFormSchema, MAX_LENGTH, TEXTS_END_FIELD, TRANSCRIPT_FILE_MAX_BYTES, transcriptFileName, UPLOAD_FIELD, VIDEO_FILE_FIELD, type DocumentRef, type FieldError, type FieldProblem, type FormInput, type FormIntent, type FormValues, type KindName } from '@/lib/newsroom';
import { ChoiceDocuments, DocumentPicker, slotTitle, type CardDocument, type DocumentPickerLabels } from './document-picker';
import { formLongDate } from './item-form-dates';
import { RowsEditor, type RowCell, type RowsEditorLabels } from './rows-editor';
import { tableCellMessage } from './table-messages';
import { TableImport, type TableImportLabels } from './table-import';
import { workspacePost, workspaceUpload } from './workspace-post';
import { showOutcome } from './workspace-toasts';
import styles from './workspace.module.css';

export interface ItemFormLabels {
  documents: string;
  one: string;
  oneHint: string;
  choose: string;
  /** '{count} pages' */
  pages: string;
  onePage: string;
  /** 'Current file: {name}, {pages}.' */
  current: string;
  /** 'Uploaded {name}, {pages}.' */
  uploaded: string;
  replace: string;
  checking: string;
  save: string;
  preview: string;
  submit: string;
  summary: string;
  error: string;
  incomplete: string;
  /** An incomplete refusal whose problems include figures that do not agree (a kind's own check). */
  disagree: string;
  /** The quarterly results' "Import figures from Excel" (docs/results.md, Managing it). */
  importLegend?: string;
  importHint?: string;
  importFile?: string;
  importButton?: string;
  importChecking?: string;
  importDone?: string;
  /** The webcast's video upload (with JavaScript). */
  videoFile?: string;
  videoUploading?: string;
  videoDone?: string;
  videoNoScript?: string;
  /** The webcast's video upload without JavaScript: its own button posts the form (docs/results.md, Managing it). */
  videoLegend?: string;
  videoHint?: string;
  videoFileNoScript?: string;
  videoButton?: string;
  /** A transcript's WebVTT file: read into its field in the browser with JavaScript; without, sent with the form (`vttNoScript` says so). */
  vttFile?: string;
  vttLoaded?: string;
  vttTooLarge?: string;
  vttNoScript?: string;
  /** A document slot's card and its buttons (document-picker.tsx). */
  picker: DocumentPickerLabels;
}

/** A table of the form (a `rows` field) and its words: the cells of a row, and their messages with `{row}` for the row's number. */
export interface ItemFormTable {
  field: string;
  cells: RowCell[];
  /** Rows the defaults hold. */
  count: number;
  maxRows: number;
  labels: RowsEditorLabels;
  /** By cell (`name` or `name_th`): each problem's message, `{row}` standing for the row's number. */
  messages: Record<string, Partial<Record<FieldProblem, string>>>;
}

export interface ItemFormProps {
  kind: KindName;
  locale: 'th' | 'en';
  itemId: string | null;
  action: string;
  /** The figures import's no-JavaScript action URL (lib/accounts formAction), for the quarterly results. */
  importAction?: string;
  /** A sentence about the last import, shown at it (the route's refusal, or the figures filled). */
  importOutcome?: string;
  /** The webcast video's no-JavaScript action URL (lib/accounts formAction), for the quarterly results. */
  videoAction?: string;
  /** A sentence about the last video posted without JavaScript (stored, or the refusal), shown at it. */
  videoOutcome?: string;
  /** Whether that video was refused. */
  videoRefused?: boolean;
  /** `/admin/items` in the page's language. */
  base: string;
  defaults: FormValues;
  /** The stored documents, by reference field. */
  documents: Record<string, DocumentRef>;
  /** The quarterly results' document choices: by field, the documents each value stands for ('' for the automatic match). */
  choiceDocuments?: Record<string, Record<string, CardDocument[]>>;
  serverErrors: Record<string, string>;
  outcome?: string;
  documentError?: string;
  labels: ItemFormLabels;
  inputLabels: Record<string, string>;
  hints: Record<string, string>;
  messages: Record<string, Partial<Record<FieldProblem, string>>>;
  options: Record<string, { value: string; label: string }[]>;
  shownDates: Record<string, string>;
  /** The kind's tables, edited as tables (rows-editor.tsx). */
  tables?: ItemFormTable[];
  /** A table's import from a file (table-import.tsx): the field it fills, its no-JavaScript action, its words, and what a post without JavaScript came back with. */
  tableImport?: { field: string; action: string; labels: TableImportLabels; outcome?: { message: string; problems: string[] } };
}

const noSubscription = () => () => undefined;

const idOf = (name: string) => `item-${name.replace(/_/g, '-')}`;

/**
 * The item form (docs/newsroom.md, The item form). Without JavaScript it is a plain multipart form to
 * the form route, files and all. With it, react-hook-form checks it with the kind's yup schema (the
 * one the server uses), each PDF is uploaded as soon as it is chosen, and the buttons post JSON to
 * the item API.
 */
export function ItemForm(props: ItemFormProps) {
  const { kind: kindName, locale, action, base, defaults, labels, inputLabels, hints, messages, options } = props;
  const kind = CONTENT_KINDS[kindName];
  const router = useRouter();
  const intent = useRef<FormIntent>('save');
  const summary = useRef<HTMLDivElement>(null);
  const [itemId, setItemId] = useState(props.itemId);
  // True once hydrated: the server's HTML is the form without JavaScript.
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false);
  const [busy, setBusy] = useState(false);
  const [documents, setDocuments] = useState(props.documents);
  const firstDocument = documentFields(kindName).map((field) => documentRefName(field, documentSlots(kind)[0]))[0];
  const [uploadState, setUploadState] = useState<Record<string, { checking?: boolean; error?: string }>>(props.documentError && firstDocument ? { [firstDocument]: { error: props.documentError } } : {});
  const [serverErrors, setServerErrors] = useState(props.serverErrors);
  const [outcome, setOutcome] = useState(props.outcome ?? '');
  const [focusSummary, setFocusSummary] = useState(0);

  const resolver: Resolver<FormValues> = (values, context, options) =>
    yupResolver(itemFormSchema(kindName, intent.current === 'submit' ? 'submit' : 'draft', values))(values, context, options) as ReturnType<Resolver<FormValues>>;
  const { register, handleSubmit, setValue, getValues, unregister, control, formState } = useForm<FormValues>({ defaultValues: defaults, resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const tables = props.tables ?? [];
  // A table filled from a file starts again with the file's rows (its editor is mounted anew).
  const [tableRows, setTableRows] = useState<{ key: number; counts: Record<string, number> }>({ key: 0, counts: {} });

  function applyImportedRows(field: string, values: FormValues, count: number) {
    for (const name of Object.keys(getValues())) if (name.startsWith(`${field}_`) && /^\d/.test(name.slice(field.length + 1))) unregister(name);
    for (const [name, value] of Object.entries(values)) setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setTableRows((current) => ({ key: current.key + 1, counts: { ...current.counts, [field]: count } }));
  }
  const errors: FieldErrors<FormValues> = formState.errors;

  // After a failed submission the summary takes the focus, once it is drawn (the errors may come a render later).
  const wantFocus = useRef(0);
  useEffect(() => {
    if (wantFocus.current !== focusSummary && summary.current) {
      wantFocus.current = focusSummary;
      summary.current.focus();
    }
  });

  const inputs = formInputs(kindName);
  const watched = useWatch({ control }) as FormValues;
  const one = (field: string) => kind.bilingual && isOne(watched[documentOneName(field)]);

  function messageOf(name: string): string | undefined {
    // A refused upload says why first: the field's own error (missing) follows from it.
    if (uploadState[name]?.error) return uploadState[name].error;
    const problem = errors[name]?.message as FieldProblem | undefined;
    if (problem) return messages[name]?.[problem] ?? tableCellMessage(tables, name, problem) ?? labels.error;
    return serverErrors[name];
  }

  // The last upload started per document: an earlier one that answers later does not overwrite it.
  const latestUpload = useRef<Record<string, number>>({});

  async function upload(refName: string, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const ticket = (latestUpload.current[refName] ?? 0) + 1;
    latestUpload.current[refName] = ticket;
    setUploadState((state) => ({ ...state, [refName]: { checking: true } }));
    try {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file);
      const { status, data } = await workspaceUpload(`/api/workspace/uploads?lang=${locale}`, form);
      if (latestUpload.current[refName] !== ticket) return;
      const stored = (data.files as (DocumentRef & { field: string })[] | undefined)?.[0];
      if (status === 200 && stored) {
        const ref: DocumentRef = { sha256: stored.sha256, name: stored.name, pages: stored.pages };
        setValue(refName, JSON.stringify(ref), { shouldValidate: formState.isSubmitted });
        setDocuments((current) => ({ ...current, [refName]: ref }));
        setUploadState((state) => ({ ...state, [refName]: {} }));
        showOutcome('done', fillTemplate(labels.uploaded, { name: ref.name, pages: ref.pages === 1 ? labels.onePage : fillTemplate(labels.pages, { count: String(ref.pages) }) }));
        setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== refName)));
      } else {
        const message = typeof data.message === 'string' ? data.message : labels.error;
        setUploadState((state) => ({ ...state, [refName]: { error: message } }));
        showOutcome('error', message);
      }
    } catch {
      if (latestUpload.current[refName] === ticket) setUploadState((state) => ({ ...state, [refName]: { error: labels.error } }));
    }
    // The file is stored (or refused): the form's script never posts it again.
    if (latestUpload.current[refName] === ticket) input.value = '';
  }

  /** Remove: the slot is empty again; saving leaves the document out (a required one is asked for at submission). */
  function removeDocument(refName: string) {
    latestUpload.current[refName] = (latestUpload.current[refName] ?? 0) + 1;
    setValue(refName, '', { shouldValidate: formState.isSubmitted, shouldDirty: true });
    setDocuments((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== refName)));
    setUploadState((state) => ({ ...state, [refName]: {} }));
  }

  const [importState, setImportState] = useState<{ checking?: boolean; message?: string }>(props.importOutcome ? { message: props.importOutcome } : {});

  /** With JavaScript, a chosen data pack is read at once and its figures put into their fields. */
  async function importFigures(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setImportState({ checking: true });
    try {
      const form = new FormData();
      form.append('year', typeof watched.year === 'string' ? watched.year : '');
      form.append('quarter', typeof watched.quarter === 'string' ? watched.quarter : '');
      form.append(FIGURES_FILE_FIELD, file);
      const path = itemId ? `/api/workspace/items/${itemId}/figures` : `/api/workspace/items/figures?kind=${kindName}`;
      const { status, data } = await workspaceUpload(`${path}${path.includes('?') ? '&' : '?'}fill=1&lang=${locale}`, form);
      const figures = data.figures as Record<string, number> | undefined;
      if (status === 200 && figures) {
        for (const field of IMPORTED_FIGURE_FIELDS) if (typeof figures[field] === 'number') setValue(field, String(figures[field]), { shouldValidate: formState.isSubmitted, shouldDirty: true });
        setImportState({ message: labels.importDone });
      } else {
        setImportState({ message: typeof data.message === 'string' ? data.message : labels.error });
      }
    } catch {
      setImportState({ message: labels.error });
    }
    input.value = '';
  }

  const [videoState, setVideoState] = useState<{ uploading?: boolean; message?: string }>(props.videoOutcome ? { message: props.videoOutcome } : {});

  const [vttState, setVttState] = useState<Record<string, string>>({});
  /**
   * A chosen WebVTT file is read here and its text put into the transcript field, where the schema
   * parses it as it would pasted text: nothing is uploaded until the form is sent.
   */
  async function loadVtt(name: string, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > TRANSCRIPT_FILE_MAX_BYTES) {
      setVttState((state) => ({ ...state, [name]: labels.vttTooLarge ?? '' }));
      return;
    }
    setValue(name, await file.text(), { shouldValidate: true, shouldDirty: true });
    setVttState((state) => ({ ...state, [name]: labels.vttLoaded ?? '' }));
  }

  /** A chosen recording is uploaded at once (POST /api/workspace/uploads/video) and its path put into the webcast field. */
  async function uploadVideo(name: string, event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setVideoState({ uploading: true });
    try {
      const form = new FormData();
      form.append('video', file);
      const { status, data } = await workspaceUpload(`/api/workspace/uploads/video?lang=${locale}`, form);
      if (status === 200 && typeof data.href === 'string') {
        setValue(name, data.href, { shouldValidate: formState.isSubmitted, shouldDirty: true });
        setVideoState({ message: labels.videoDone });
      } else {
        setVideoState({ message: typeof data.message === 'string' ? data.message : labels.error });
      }
    } catch {
      setVideoState({ message: labels.error });
    }
    input.value = '';
  }

  async function send(values: FormValues) {
    setBusy(true);
    setOutcome('');
    try {
      const content = formToContent(kindName, values);
      let id = itemId;
      const saved = id ? await workspacePost(`/api/workspace/items/${id}/save`, { content }) : await workspacePost('/api/workspace/items', { kind: kindName, content });
      if (saved.status !== 200 && saved.status !== 201) return refused(saved.data, values);
      id = (saved.data.item as { id: string }).id;
      if (!itemId) {
        setItemId(id);
        window.history.replaceState(null, '', `${base}/${id}/edit`);
      }
      if (intent.current === 'preview') {
        // Minting a preview link is a POST with the CSRF token (docs/newsroom.md, Preview).
        const preview = await workspacePost(`/api/workspace/items/${id}/preview?lang=${locale}`, {});
        if (preview.status !== 200 || typeof preview.data.href !== 'string') return refused(preview.data, values);
        return window.location.assign(preview.data.href);
      }
      if (intent.current === 'submit') {
        const submitted = await workspacePost(`/api/workspace/items/${id}/submit`, {});
        if (submitted.status !== 200) return refused(submitted.data, values);
      }
      router.push(`${base}/${id}?done=1`);
    } catch {
      setOutcome(labels.error);
    } finally {
      setBusy(false);
    }
  }

  function refused(data: Record<string, unknown>, values: FormValues) {
    const fields = Array.isArray(data.fields) ? (data.fields as FieldError[]) : [];
    const found: Record<string, string> = {};
    for (const error of fields) {
      for (const name of errorInputNames(kindName, error, values)) found[name] = messages[name]?.[error.problem] ?? tableCellMessage(tables, name, error.problem) ?? labels.error;
    }
    setServerErrors(found);
    const outcome = data.error === 'incomplete' ? (fields.some((error) => error.problem === 'inconsistent') ? labels.disagree : labels.incomplete) : typeof data.message === 'string' ? data.message : labels.error;
    setOutcome(outcome);
    showOutcome('error', outcome);
    setFocusSummary((count) => count + 1);
  }

  // A table's cells with an error, in the order of the rows.
  const tableNames = tables.flatMap((table) =>
    [...new Set([...Object.keys(errors), ...Object.keys(serverErrors)])].filter((name) => name.startsWith(`${table.field}_`)).sort((a, b) => Number(a.split('_')[1]) - Number(b.split('_')[1])),
  );
  const listed = [...inputs.map((input) => input.name), ...tableNames, ...documentFields(kindName).flatMap((field) => documentSlots(kind).map((slot) => documentRefName(field, slot)))]
    .map((name) => ({ name, message: messageOf(name) }))
    .filter((entry): entry is { name: string; message: string } => Boolean(entry.message));

  function describedBy(name: string, shown: boolean): string | undefined {
    const ids = [hints[name] ? `${idOf(name)}-hint` : '', shown ? `${idOf(name)}-shown` : '', messageOf(name) ? `${idOf(name)}-error` : ''].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  }

  function field(input: FormInput) {
    const { name, spec } = input;
    const id = idOf(name);
    const message = messageOf(name);
    const value = typeof watched[name] === 'string' ? (watched[name] as string) : '';
    const shown = locale === 'th' && (spec.type === 'date' || spec.type === 'datetime') ? (scripted ? formLongDate(value, locale) : props.shownDates[name]) : '';
    const common = {
      id,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy(name, Boolean(shown)),
      defaultValue: typeof defaults[name] === 'string' ? (defaults[name] as string) : undefined,
      ...register(name),
    };
    let control;
    switch (spec.type) {
      case 'longText':
        control = <textarea rows={5} maxLength={MAX_LENGTH.longText} {...common} />;
        break;
      case 'choice':
        control = (
          <select {...common}>
            <option value="">{labels.choose}</option>
            {(options[name] ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
        break;
      case 'listItem':
        // The options come whole from the page: "Matched automatically" (empty), "None", then the list's items.
        control = (
          <select {...common}>
            {(options[name] ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
        break;
      case 'date':
        control = <input type="date" {...common} />;
        break;
      case 'datetime':
        control = <input type="datetime-local" {...common} />;
        break;
      case 'integer':
        control = <input type="number" inputMode="numeric" step={1} min={spec.min} max={spec.max} {...common} />;
        break;
      case 'decimal':
        // Text, not a number input: a number input drops what the browser cannot read without telling the schema.
        control = <input type="text" inputMode="decimal" maxLength={20} {...common} />;
        break;
      case 'webcast':
        control = <input type="text" inputMode="url" maxLength={MAX_LENGTH.webcast} {...common} />;
        break;
      case 'transcript':
        control = <textarea rows={8} maxLength={MAX_LENGTH.transcript} lang={input.field === 'transcriptEn' ? 'en' : 'th'} {...common} />;
        break;
      default:
        control = <input type="text" maxLength={MAX_LENGTH[spec.type === 'link' ? 'link' : 'text']} inputMode={spec.type === 'link' ? 'url' : undefined} lang={input.lang} {...common} />;
    }
    return (
      <div className={styles.field} key={name}>
        <label htmlFor={id}>{inputLabels[name]}</label>
        {hints[name] ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hints[name]}
          </p>
        ) : null}
        {control}
        {shown ? (
          <p id={`${id}-shown`} className={styles.hint}>
            {shown}
          </p>
        ) : null}
        {message ? (
          <p id={`${id}-error`} className={styles.error}>
            {message}
          </p>
        ) : null}
        {spec.type === 'listItem' ? <ChoiceDocuments documents={props.choiceDocuments?.[name]?.[value] ?? []} labels={labels.picker} testId={`choice-documents-${id}`} /> : null}
        {spec.type === 'transcript' ? (
          <>
            <label htmlFor={`${id}-vtt`}>{labels.vttFile}</label>
            {/* Without JavaScript the file goes with the form, read by the server (docs/results.md, Managing it); with it, read here and never sent. */}
            <input
              id={`${id}-vtt`}
              type="file"
              name={scripted ? undefined : transcriptFileName(name)}
              accept="text/vtt,.vtt"
              aria-describedby={`${id}-vtt-status`}
              onChange={scripted ? (event) => void loadVtt(name, event) : undefined}
            />
            <p id={`${id}-vtt-status`} className={styles.hint} aria-live="polite" data-testid="vtt-load-status">
              {scripted ? (vttState[name] ?? '') : labels.vttNoScript}
            </p>
          </>
        ) : null}
        {spec.type === 'webcast' ? (
          scripted ? (
            <>
              <label htmlFor={`${id}-video`}>{labels.videoFile}</label>
              <input
                id={`${id}-video`}
                type="file"
                accept="video/mp4,video/webm,.mp4,.webm"
                aria-describedby={`${id}-video-status`}
                disabled={videoState.uploading}
                onChange={(event) => void uploadVideo(name, event)}
              />
              <p id={`${id}-video-status`} className={styles.hint} aria-live="polite" data-testid="video-upload-status">
                {videoState.uploading ? labels.videoUploading : (videoState.message ?? '')}
              </p>
            </>
          ) : (
            <p className={styles.hint}>{labels.videoNoScript}</p>
          )
        ) : null}
      </div>
    );
  }

  // Per-language fields side by side, one row per field; the others across.
  const rows: FormInput[][] = [];
  for (const input of inputs) {
    const last = rows.at(-1);
    if (input.lang === 'en' && last?.[0].field === input.field) last.push(input);
    else rows.push([input]);
  }

  return (
    <form
      className={styles.form}
      method="post"
      encType="multipart/form-data"
      action={action}
      noValidate={scripted}
      onSubmit={(event) => void handleSubmit(send, () => setFocusSummary((count) => count + 1))(event)}
    >
      {outcome || listed.length > 0 ? (
        <div className={styles.summary} ref={summary} tabIndex={-1} role="alert" aria-labelledby="item-form-summary">
          <h2 id="item-form-summary">{labels.summary}</h2>
          {outcome ? <p>{outcome}</p> : null}
          {listed.length > 0 ? (
            <ul>
              {listed.map((entry) => (
                <li key={entry.name}>
                  <a href={`#${idOf(entry.name)}`}>{entry.message}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {rows.map((row) =>
        row.length > 1 ? (
          <div className={styles.columns} key={row[0].field}>
            {row.map(field)}
          </div>
        ) : (
          field(row[0])
        ),
      )}
      {tables.map((table) => (
        <div key={table.field}>
          {props.tableImport?.field === table.field ? (
            <TableImport
              path={itemId ? `/api/workspace/items/${itemId}/import` : `/api/workspace/items/import?kind=${kindName}`}
              action={props.tableImport.action}
              locale={locale}
              scripted={scripted}
              formFields={(): Record<string, string> => (kindName === 'majorShareholders' ? { totalShares: String(getValues('totalShares') ?? '') } : {})}
              labels={props.tableImport.labels}
              outcome={props.tableImport.outcome}
              onUse={(values, count) => applyImportedRows(table.field, values, count)}
            />
          ) : null}
        <RowsEditor
          key={`${table.field}-${tableRows.key}`}
          field={table.field}
          cells={table.cells}
          initialCount={tableRows.counts[table.field] ?? table.count}
          maxRows={table.maxRows}
          scripted={scripted}
          form={{ register, getValues, setValue, unregister }}
          defaults={defaults}
          labels={table.labels}
          messageOf={messageOf}
        />
        </div>
      ))}
      {/* A kind without documents: still the mark that every text field came before any file (the webcast video's). */}
      {documentFields(kindName).length === 0 ? <input type="hidden" name={TEXTS_END_FIELD} value="1" /> : null}
      {documentFields(kindName).map((fieldName) => {
        const slots = documentSlots(kind);
        return (
          <fieldset className={styles.fieldset} key={fieldName}>
            <legend>{labels.documents}</legend>
            {kind.bilingual ? (
              <div className={styles.check}>
                <input type="checkbox" id={idOf(documentOneName(fieldName))} aria-describedby={`${idOf(documentOneName(fieldName))}-hint`} defaultChecked={isOne(defaults[documentOneName(fieldName)])} {...register(documentOneName(fieldName))} />
                <label htmlFor={idOf(documentOneName(fieldName))}>{labels.one}</label>
                <p id={`${idOf(documentOneName(fieldName))}-hint`} className={styles.hint}>
                  {labels.oneHint}
                </p>
              </div>
            ) : null}
            {slots.map((slot) => (
              <input key={slot} type="hidden" defaultValue={(defaults[documentRefName(fieldName, slot)] as string | undefined) ?? ''} {...register(documentRefName(fieldName, slot))} />
            ))}
            {/* After every text field, before the files: the route knows the text arrived whole. */}
            <input type="hidden" name={TEXTS_END_FIELD} value="1" />
            <div className={styles.columns}>
              {slots.map((slot) => {
                const refName = documentRefName(fieldName, slot);
                if (slot === 'en' && one(fieldName) && scripted) return null;
                return (
                  <DocumentPicker
                    key={slot}
                    anchorId={idOf(refName)}
                    inputId={idOf(documentFileName(fieldName, slot))}
                    inputName={documentFileName(fieldName, slot)}
                    label={inputLabels[refName]}
                    slot={slot}
                    language={slot === 'th' && one(fieldName) ? 'shared' : slot}
                    stored={documents[refName]}
                    title={slotTitle(watched, slot === 'th' && one(fieldName) ? 'shared' : slot, locale)}
                    checking={Boolean(uploadState[refName]?.checking)}
                    message={messageOf(refName)}
                    errorId={`${idOf(refName)}-error`}
                    scripted={scripted}
                    labels={labels.picker}
                    onChoose={(event) => void upload(refName, event)}
                    onRemove={() => removeDocument(refName)}
                  />
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className={styles.inline}>
        {(['save', 'preview', 'submit'] as const).map((value) => (
          <button
            key={value}
            className={styles.button}
            type="submit"
            name="intent"
            value={value}
            disabled={busy || videoState.uploading || Object.values(uploadState).some((state) => state.checking)}
            onClick={() => {
              intent.current = value;
            }}
          >
            {labels[value]}
          </button>
        ))}
      </div>
      {/* Without JavaScript the webcast video goes with the form by its own button, after every text field (docs/results.md, Managing it). */}
      {kind.transcripts && props.videoAction && !scripted ? (
        <fieldset className={styles.fieldset} data-testid="video-upload">
          <legend>{labels.videoLegend}</legend>
          <p id="item-video-hint" className={styles.hint}>
            {labels.videoHint}
          </p>
          <div className={styles.field}>
            <label htmlFor="item-webcast-video">{labels.videoFileNoScript}</label>
            <input
              id="item-webcast-video"
              type="file"
              name={VIDEO_FILE_FIELD}
              accept="video/mp4,video/webm,.mp4,.webm"
              aria-invalid={props.videoRefused ? true : undefined}
              aria-describedby="item-video-hint item-video-status"
            />
            <p id="item-video-status" className={props.videoRefused ? styles.error : styles.hint} data-testid="video-upload-status">
              {videoState.message ?? ''}
            </p>
          </div>
          <button className={styles.button} type="submit" name="intent" value="video" formAction={props.videoAction} formEncType="multipart/form-data" formNoValidate>
            {labels.videoButton}
          </button>
        </fieldset>
      ) : null}
      {/* After the form's own buttons: Enter in a field without JavaScript saves, it does not import. */}
      {kind.transcripts && props.importAction ? (
        <fieldset className={styles.fieldset} data-testid="figures-import">
          <legend>{labels.importLegend}</legend>
          <p id="item-figures-hint" className={styles.hint}>
            {labels.importHint}
          </p>
          <div className={styles.field}>
            <label htmlFor="item-figures-file">{labels.importFile}</label>
            <input
              id="item-figures-file"
              type="file"
              name={FIGURES_FILE_FIELD}
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              aria-describedby="item-figures-hint item-figures-status"
              onChange={scripted ? (event) => void importFigures(event) : undefined}
            />
            <p id="item-figures-status" className={styles.hint} aria-live="polite" data-testid="figures-import-status">
              {importState.checking ? labels.importChecking : (importState.message ?? '')}
            </p>
          </div>
          {scripted ? null : (
            <button className={styles.button} type="submit" name="intent" value="import" formAction={props.importAction} formEncType="multipart/form-data" formNoValidate>
              {labels.importButton}
            </button>
          )}
        </fieldset>
      ) : null}
    </form>
  );
}
