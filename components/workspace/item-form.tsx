'use client';

import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { bangkokClock } from '@/lib/format';
import { fillTemplate } from '@/lib/i18n';
import {
  CONTENT_KINDS,
  contentKey,
  createAutosaveTimer,
  documentFields,
  documentFileName,
  documentOneName,
  documentRefName,
  documentSlots,
  errorInputNames,
  formInputs,
  formProblems,
  formToContent,
  isOne,
  itemFormSchema,
  MAX_LENGTH,
  TEXTS_END_FIELD,
  UPLOAD_FIELD,
  type AutosaveTimer,
  type DocumentRef,
  type FieldError,
  type FieldProblem,
  type FormInput,
  type FormIntent,
  type FormValues,
  type KindName,
} from '@/lib/newsroom';
import {
  ChoiceDocuments,
  DocumentPicker,
  slotTitle,
  type CardDocument,
  type DocumentPickerLabels,
} from './document-picker';
import { formLongDate } from './item-form-dates';
import { ItemPreviewPanel, type ItemPreviewPanelLabels } from './item-preview-panel';
import { kindPanelsOf, type KindPanelContext, type KindPanelSettings } from './kind-panels';
import { useLeaveWarning } from './leave-warning';
import { RowsEditor, type RowCell, type RowsEditorLabels } from './rows-editor';
import { tableCellMessage } from './table-messages';
import { TableImport, type TableImportLabels } from './table-import';
import { workspacePost, workspaceUpload } from './workspace-post';
import { showOutcome } from './workspace-toasts';
import editor from './item-editor.module.css';
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
  /** The heads of the Thai and the English column. */
  languages: { th: string; en: string };
  /** 'Saved automatically at {time}' */
  autosaved: string;
  autosaveFailed: string;
  /** The question before leaving with changes not saved. */
  leave: string;
  /** "Preview beside the form", on a wide screen with JavaScript. */
  previewBeside: string;
  previewPanel: ItemPreviewPanelLabels;
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
  /** Whether the draft is saved automatically: a new item, a draft or a rejected version (docs/newsroom.md, Saved automatically). */
  autosave: boolean;
  /** The kind's own panels' words and actions (./kind-panels.tsx), when it declares any. */
  panels?: KindPanelSettings;
  /** `/admin/items` in the page's language. */
  base: string;
  defaults: FormValues;
  /** The stored documents, by reference field. */
  documents: Record<string, DocumentRef>;
  /** A kind's document choices (its `documentChoices`): by field, the documents each value stands for ('' for the automatic match). */
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
  /**
   * A table's import from a file (table-import.tsx): the field it fills, its no-JavaScript action, its
   * words, the form's fields its rows are checked against, and what a post without JavaScript came back with.
   */
  tableImport?: {
    field: string;
    action: string;
    labels: TableImportLabels;
    formFields: string[];
    outcome?: { message: string; problems: string[] };
  };
}

const noSubscription = () => () => undefined;

/** Wide enough for the preview beside the form (./item-editor.module.css, the same width). */
const WIDE = '(min-width: 60em)';
const subscribeWide = (changed: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const isWide = () => window.matchMedia(WIDE).matches;

/** 'HH:mm' in Bangkok, the workspace's time. */
function clockOf(date: Date): string {
  const { hour, minute } = bangkokClock(date);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const idOf = (name: string) => `item-${name.replace(/_/g, '-')}`;

/**
 * The item form (docs/newsroom.md, The item form). Without JavaScript it is a plain multipart form to
 * the form route, files and all. With it, react-hook-form checks it with the kind's yup schema (the
 * one the server uses), each PDF is uploaded as soon as it is chosen, the buttons post JSON to the
 * item API, the draft is saved by itself a few seconds after the edits stop, leaving with changes not
 * saved asks first, and on a wide screen the preview can stand beside the form. A kind's own controls
 * are its panels (./kind-panels.tsx): the form names no kind.
 */
export function ItemForm(props: ItemFormProps) {
  const { kind: kindName, locale, action, base, defaults, labels, inputLabels, hints, messages, options } = props;
  const kind = CONTENT_KINDS[kindName];
  const router = useRouter();
  const intent = useRef<FormIntent>('save');
  const summary = useRef<HTMLDivElement>(null);
  const [itemId, setItemId] = useState(props.itemId);
  // The item's id for what runs outside a render (an automatic save, a send): set once it exists.
  const itemIdRef = useRef(props.itemId);
  // True once hydrated: the server's HTML is the form without JavaScript.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  // A kind's panel busy with a file (one uploading, or one read in the browser): by the panel's key.
  const [panelBusy, setPanelBusy] = useState<Record<string, boolean>>({});
  const setBusyOf = useCallback(
    (key: string, value: boolean) => setPanelBusy((current) => ({ ...current, [key]: value })),
    [],
  );
  const [documents, setDocuments] = useState(props.documents);
  const firstDocument = documentFields(kindName).map((field) => documentRefName(field, documentSlots(kind)[0]))[0];
  const [uploadState, setUploadState] = useState<Record<string, { checking?: boolean; error?: string }>>(
    props.documentError && firstDocument ? { [firstDocument]: { error: props.documentError } } : {},
  );
  const [serverErrors, setServerErrors] = useState(props.serverErrors);
  const [outcome, setOutcome] = useState(props.outcome ?? '');
  const [focusSummary, setFocusSummary] = useState(0);

  const resolver: Resolver<FormValues> = (values, context, options) =>
    yupResolver(itemFormSchema(kindName, intent.current === 'submit' ? 'submit' : 'draft', values))(
      values,
      context,
      options,
    ) as ReturnType<Resolver<FormValues>>;
  const { register, handleSubmit, setValue, getValues, unregister, control, formState, subscribe } =
    useForm<FormValues>({
      defaultValues: defaults,
      resolver,
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      shouldFocusError: false,
    });
  const tables = props.tables ?? [];
  // A table filled from a file starts again with the file's rows (its editor is mounted anew).
  const [tableRows, setTableRows] = useState<{ key: number; counts: Record<string, number> }>({ key: 0, counts: {} });

  function applyImportedRows(field: string, values: FormValues, count: number) {
    for (const name of Object.keys(getValues()))
      if (name.startsWith(`${field}_`) && /^\d/.test(name.slice(field.length + 1))) unregister(name);
    for (const [name, value] of Object.entries(values))
      setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
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
        setValue(refName, JSON.stringify(ref), { shouldValidate: formState.isSubmitted, shouldDirty: true });
        setDocuments((current) => ({ ...current, [refName]: ref }));
        setUploadState((state) => ({ ...state, [refName]: {} }));
        showOutcome(
          'done',
          fillTemplate(labels.uploaded, {
            name: ref.name,
            pages: ref.pages === 1 ? labels.onePage : fillTemplate(labels.pages, { count: String(ref.pages) }),
          }),
        );
        setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== refName)));
      } else {
        const message = typeof data.message === 'string' ? data.message : labels.error;
        setUploadState((state) => ({ ...state, [refName]: { error: message } }));
        showOutcome('error', message);
      }
    } catch {
      if (latestUpload.current[refName] === ticket)
        setUploadState((state) => ({ ...state, [refName]: { error: labels.error } }));
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

  // What was saved last (the page's version at first), as contentKey has it: the form is unsaved while it differs.
  const savedKey = useRef<string | null>(null);
  const everSaved = useRef(false);
  const isDirty = formState.isDirty;
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
    savedKey.current ??= contentKey(formToContent(kindName, defaults));
  });
  const anyBusy =
    busy || Object.values(panelBusy).some(Boolean) || Object.values(uploadState).some((state) => state.checking);
  const busyNow = useRef(false);
  useEffect(() => {
    busyNow.current = anyBusy;
  });

  /** Changes not saved: changed on this page (react-hook-form's isDirty, or saved once since), and not what was saved last. */
  const unsaved = useCallback(
    () => (dirty.current || everSaved.current) && contentKey(formToContent(kindName, getValues())) !== savedKey.current,
    [kindName, getValues],
  );

  /** The item is now this one: later saves change it, and the address is its edit page's (a reload opens it). */
  const adopt = useCallback(
    (id: string) => {
      if (itemIdRef.current) return;
      itemIdRef.current = id;
      setItemId(id);
      window.history.replaceState(null, '', `${base}/${id}/edit`);
    },
    [base],
  );

  // The automatic save (docs/newsroom.md, Saved automatically): quiet, its status beside the buttons.
  const [autosaveStatus, setAutosaveStatus] = useState<{ text: string; failed?: boolean } | null>(null);
  const autosaving = useRef<Promise<boolean> | null>(null);
  const timer = useRef<AutosaveTimer | null>(null);

  /** Saves the draft as it is, when it differs from what was saved last, as an automatic save (never a submission). */
  const autosaveNow = useCallback(async (): Promise<boolean> => {
    const content = formToContent(kindName, getValues());
    const key = contentKey(content);
    if (key === savedKey.current) return true;
    const run = (async () => {
      const id = itemIdRef.current;
      const reply = id
        ? await workspacePost(`/api/workspace/items/${id}/save`, { content, autosave: true })
        : await workspacePost('/api/workspace/items', { kind: kindName, content, autosave: true });
      const item = reply.data.item as { id?: unknown } | undefined;
      if ((reply.status === 200 || reply.status === 201) && typeof item?.id === 'string') {
        savedKey.current = key;
        everSaved.current = true;
        adopt(item.id);
        setAutosaveStatus({ text: fillTemplate(labels.autosaved, { time: clockOf(new Date()) }) });
        return true;
      }
      setAutosaveStatus({ text: labels.autosaveFailed, failed: true });
      // Submitted meanwhile, gone, or no longer this person's to edit: no more tries on this page.
      if (reply.status === 403 || reply.status === 404 || reply.status === 409) timer.current?.stop();
      return false;
    })().catch(() => {
      setAutosaveStatus({ text: labels.autosaveFailed, failed: true });
      return false;
    });
    autosaving.current = run;
    try {
      return await run;
    } finally {
      if (autosaving.current === run) autosaving.current = null;
    }
  }, [kindName, getValues, adopt, labels.autosaved, labels.autosaveFailed]);

  /** Saveable by itself now: nothing sending or uploading, changes not saved, and a draft the schema takes. */
  const autosaveReady = useCallback(
    () =>
      !sending.current && !busyNow.current && unsaved() && formProblems(kindName, getValues(), 'draft').length === 0,
    [unsaved, kindName, getValues],
  );

  const autosaveEnabled = scripted && props.autosave;
  useEffect(() => {
    if (!autosaveEnabled) return;
    const started = createAutosaveTimer({ ready: autosaveReady, save: autosaveNow });
    timer.current = started;
    // Every change of a value (typed, chosen, set by an upload or an import) restarts the wait.
    const unsubscribe = subscribe({ formState: { values: true }, callback: () => started.edited() });
    return () => {
      unsubscribe();
      started.stop();
      if (timer.current === started) timer.current = null;
    };
  }, [autosaveEnabled, autosaveReady, autosaveNow, subscribe]);

  useLeaveWarning(scripted, unsaved, labels.leave);

  // The preview beside the form (wide screens, with JavaScript): its link, while it is open.
  const [preview, setPreview] = useState<string | null>(null);
  const beside = useRef(false);
  const besideButton = useRef<HTMLButtonElement>(null);
  const closePreview = useCallback(() => {
    setPreview(null);
    besideButton.current?.focus();
  }, []);

  /** The preview saved and shown beside the form (the button beside the form's, or the panel's "Update"). */
  function previewBeside() {
    intent.current = 'preview';
    beside.current = true;
    void handleSubmit(send, () => setFocusSummary((count) => count + 1))();
  }

  async function send(values: FormValues) {
    setBusy(true);
    sending.current = true;
    setOutcome('');
    try {
      // An automatic save under way ends first: a new item is created once, and this save changes it.
      await autosaving.current;
      const content = formToContent(kindName, values);
      let id = itemIdRef.current;
      const saved = id
        ? await workspacePost(`/api/workspace/items/${id}/save`, { content })
        : await workspacePost('/api/workspace/items', { kind: kindName, content });
      if (saved.status !== 200 && saved.status !== 201) return refused(saved.data, values);
      id = (saved.data.item as { id: string }).id;
      adopt(id);
      savedKey.current = contentKey(content);
      everSaved.current = true;
      timer.current?.savedByHand();
      if (intent.current === 'preview') {
        // Minting a preview link is a POST with the CSRF token (docs/newsroom.md, Preview).
        const minted = await workspacePost(`/api/workspace/items/${id}/preview?lang=${locale}`, {});
        if (minted.status !== 200 || typeof minted.data.href !== 'string') return refused(minted.data, values);
        if (beside.current && isWide()) return setPreview(minted.data.href);
        return window.location.assign(minted.data.href);
      }
      if (intent.current === 'submit') {
        const submitted = await workspacePost(`/api/workspace/items/${id}/submit`, {});
        if (submitted.status !== 200) return refused(submitted.data, values);
      }
      router.push(`${base}/${id}?done=1`);
    } catch {
      setOutcome(labels.error);
    } finally {
      beside.current = false;
      sending.current = false;
      setBusy(false);
    }
  }

  function refused(data: Record<string, unknown>, values: FormValues) {
    const fields = Array.isArray(data.fields) ? (data.fields as FieldError[]) : [];
    const found: Record<string, string> = {};
    for (const error of fields) {
      for (const name of errorInputNames(kindName, error, values))
        found[name] = messages[name]?.[error.problem] ?? tableCellMessage(tables, name, error.problem) ?? labels.error;
    }
    setServerErrors(found);
    const outcome =
      data.error === 'incomplete'
        ? fields.some((error) => error.problem === 'inconsistent')
          ? labels.disagree
          : labels.incomplete
        : typeof data.message === 'string'
          ? data.message
          : labels.error;
    setOutcome(outcome);
    showOutcome('error', outcome);
    setFocusSummary((count) => count + 1);
  }

  // A table's cells with an error, in the order of the rows.
  const tableNames = tables.flatMap((table) =>
    [...new Set([...Object.keys(errors), ...Object.keys(serverErrors)])]
      .filter((name) => name.startsWith(`${table.field}_`))
      .sort((a, b) => Number(a.split('_')[1]) - Number(b.split('_')[1])),
  );
  const listed = [
    ...inputs.map((input) => input.name),
    ...tableNames,
    ...documentFields(kindName).flatMap((field) => documentSlots(kind).map((slot) => documentRefName(field, slot))),
  ]
    .map((name) => ({ name, message: messageOf(name) }))
    .filter((entry): entry is { name: string; message: string } => Boolean(entry.message));

  function describedBy(name: string, shown: boolean): string | undefined {
    const ids = [
      hints[name] ? `${idOf(name)}-hint` : '',
      shown ? `${idOf(name)}-shown` : '',
      messageOf(name) ? `${idOf(name)}-error` : '',
    ].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  }

  // The kind's own panels (./kind-panels.tsx), and what the form gives them.
  const Panels = kindPanelsOf(kindName);
  const panelContext: KindPanelContext<KindPanelSettings> | null = props.panels
    ? {
        kind: kindName,
        locale,
        itemId,
        scripted,
        getValues,
        setValue,
        isSubmitted: () => formState.isSubmitted,
        setBusy: setBusyOf,
        error: labels.error,
        settings: props.panels,
      }
    : null;

  function field(input: FormInput) {
    const { name, spec } = input;
    const id = idOf(name);
    const message = messageOf(name);
    const value = typeof watched[name] === 'string' ? (watched[name] as string) : '';
    const shown =
      locale === 'th' && (spec.type === 'date' || spec.type === 'datetime')
        ? scripted
          ? formLongDate(value, locale)
          : props.shownDates[name]
        : '';
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
        control = (
          <textarea
            rows={8}
            maxLength={MAX_LENGTH.transcript}
            lang={input.field === 'transcriptEn' ? 'en' : 'th'}
            {...common}
          />
        );
        break;
      default:
        control = (
          <input
            type="text"
            maxLength={MAX_LENGTH[spec.type === 'link' ? 'link' : 'text']}
            inputMode={spec.type === 'link' ? 'url' : undefined}
            lang={input.lang}
            {...common}
          />
        );
    }
    return (
      <div className={editor.field} key={name}>
        <label htmlFor={id}>{inputLabels[name]}</label>
        {hints[name] ? (
          <p id={`${id}-hint`} className={editor.hint}>
            {hints[name]}
          </p>
        ) : null}
        {control}
        {shown ? (
          <p id={`${id}-shown`} className={editor.hint}>
            {shown}
          </p>
        ) : null}
        {message ? (
          <p id={`${id}-error`} className={editor.error}>
            {message}
          </p>
        ) : null}
        {spec.type === 'listItem' ? (
          <ChoiceDocuments
            documents={
              props.choiceDocuments?.[name]?.[typeof watched[name] === 'string' ? (watched[name] as string) : ''] ?? []
            }
            labels={labels.picker}
            testId={`choice-documents-${id}`}
          />
        ) : null}
        {Panels.Field && panelContext ? <Panels.Field {...panelContext} input={input} id={id} /> : null}
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

  const pairs = rows.some((row) => row.length > 1);
  const form = (
    <form
      className={editor.form}
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
      <div className={editor.fields}>
        {/* Thai fields on the left, English on the right, each column headed by its language; one above the other when narrow. The labels name the language too. */}
        {pairs ? (
          <div className={editor.languages} aria-hidden="true">
            <p>{labels.languages.th}</p>
            <p>{labels.languages.en}</p>
          </div>
        ) : null}
        {rows.map((row) =>
          row.length > 1 ? (
            <div className={editor.pair} key={row[0].field}>
              {row.map(field)}
            </div>
          ) : (
            <div className={editor.single} key={row[0].name}>
              {field(row[0])}
            </div>
          ),
        )}
      </div>
      {tables.map((table) => (
        <div key={table.field}>
          {props.tableImport?.field === table.field ? (
            <TableImport
              path={itemId ? `/api/workspace/items/${itemId}/import` : `/api/workspace/items/import?kind=${kindName}`}
              action={props.tableImport.action}
              locale={locale}
              scripted={scripted}
              formFields={(): Record<string, string> =>
                Object.fromEntries(
                  (props.tableImport?.formFields ?? []).map((name) => [name, String(getValues(name) ?? '')]),
                )
              }
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
      {/* The documents: a block of their own, after the texts (docs/newsroom.md, Documents). */}
      {/* A kind without documents: still the mark that every text field came before any file (a kind's panel may post one). */}
      {documentFields(kindName).length === 0 ? <input type="hidden" name={TEXTS_END_FIELD} value="1" /> : null}
      {documentFields(kindName).map((fieldName) => {
        const slots = documentSlots(kind);
        return (
          <fieldset className={styles.fieldset} key={fieldName}>
            <legend>{labels.documents}</legend>
            {kind.bilingual ? (
              <div className={styles.check}>
                <input
                  type="checkbox"
                  id={idOf(documentOneName(fieldName))}
                  aria-describedby={`${idOf(documentOneName(fieldName))}-hint`}
                  defaultChecked={isOne(defaults[documentOneName(fieldName)])}
                  {...register(documentOneName(fieldName))}
                />
                <label htmlFor={idOf(documentOneName(fieldName))}>{labels.one}</label>
                <p id={`${idOf(documentOneName(fieldName))}-hint`} className={styles.hint}>
                  {labels.oneHint}
                </p>
              </div>
            ) : null}
            {slots.map((slot) => (
              <input
                key={slot}
                type="hidden"
                defaultValue={(defaults[documentRefName(fieldName, slot)] as string | undefined) ?? ''}
                {...register(documentRefName(fieldName, slot))}
              />
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
      {/* Save first: without JavaScript, Enter in a field presses the first of the form's buttons. */}
      <div className={editor.actions}>
        {(['save', 'preview', 'submit'] as const).map((value) => (
          <button
            key={value}
            className={value === 'submit' ? editor.primary : editor.secondary}
            type="submit"
            name="intent"
            value={value}
            disabled={anyBusy}
            onClick={() => {
              intent.current = value;
              beside.current = false;
            }}
          >
            {labels[value]}
          </button>
        ))}
        {scripted && wide ? (
          <button
            ref={besideButton}
            className={editor.secondary}
            type="button"
            disabled={anyBusy}
            aria-expanded={preview !== null}
            aria-controls={preview ? 'item-preview' : undefined}
            onClick={previewBeside}
          >
            {labels.previewBeside}
          </button>
        ) : null}
        {autosaveEnabled ? (
          <p
            className={autosaveStatus?.failed ? editor.statusFailed : editor.status}
            role="status"
            data-testid="autosave-status"
          >
            {autosaveStatus?.text ?? ''}
          </p>
        ) : null}
      </div>
      {Panels.After && panelContext ? <Panels.After {...panelContext} /> : null}
    </form>
  );

  return (
    <div className={preview ? `${editor.layout} ${editor.withPreview}` : editor.layout}>
      {form}
      {preview ? (
        <div id="item-preview" className={editor.previewColumn}>
          <ItemPreviewPanel
            href={preview}
            labels={labels.previewPanel}
            busy={anyBusy}
            onUpdate={previewBeside}
            onClose={closePreview}
          />
        </div>
      ) : null}
    </div>
  );
}
