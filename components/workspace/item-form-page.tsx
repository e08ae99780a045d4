import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { displayYear } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import { isGroupIn, isKeyIn, isPlainKeyIn } from '@/lib/i18n/server';
import { DOCUMENT_OPTIONS_MAX, type DocumentOption, type QuarterId, type ResultsDocument } from '@/lib/results';
import { loadDocumentChoiceFields, type DocumentChoiceField } from '@/lib/results/server';
import { recordedPages } from '@/lib/newsroom/server';
import { videoMaxBytes, warmPdfChecker } from '@/lib/uploads';
import { formLongDate } from './item-form-dates';
import type { CardDocument } from './document-picker';
import { ItemForm, type ItemFormLabels, type ItemFormProps, type ItemFormTable } from './item-form';
import type { KindPanelSettings } from './kind-panels';
import type { RowCell } from './rows-editor';
import { tableCellMessage } from './table-messages';
import {
  CONTENT_KINDS,
  documentFields,
  documentOfPath,
  documentRefName,
  documentSlots,
  formDocuments,
  formInputs,
  isRequired,
  LANGS,
  MAX_LENGTH,
  MAX_ROWS,
  perLanguage,
  rowCount,
  rowsFields,
  type DocumentRef,
  type FieldProblem,
  type FieldSpec,
  type FormValues,
  type KindName,
} from '@/lib/newsroom';
import { TRANSCRIPT_ERROR_CODES } from '@/lib/results';

type Locale = 'th' | 'en';

export interface ItemFormPageProps {
  locale: Locale;
  kind: KindName;
  itemId: string | null;
  /** The no-JavaScript action URL (lib/accounts formAction). */
  action: string;
  /** The quarterly results' figures import, its no-JavaScript action URL (lib/accounts formAction). */
  importAction?: string;
  /** The last import's outcome, shown at it. */
  importOutcome?: string;
  /** The quarterly results' webcast video without JavaScript, its action URL (lib/accounts formAction). */
  videoAction?: string;
  /** The last such video's outcome, shown at it; and whether it was refused. */
  videoOutcome?: string;
  videoRefused?: boolean;
  defaults: FormValues;
  /** Errors the server found, by input name (an incomplete submission). */
  fieldErrors?: Record<string, FieldProblem>;
  /** A sentence about the last post, shown above the form (a refused PDF, an invalid field). */
  outcome?: string;
  /** A refused PDF's message, shown at the documents too. */
  documentError?: string;
  /** A table's import from a file, its no-JavaScript action URL (lib/accounts formAction), for a kind that has one. */
  tableImportAction?: string;
  /** Back from that import without JavaScript: a sentence, and the problems of the file's rows. */
  tableImportOutcome?: { message: string; problems: string[] };
  /** Whether the draft is saved automatically (docs/newsroom.md, Saved automatically): a new item, a draft or a rejected version. Default true. */
  autosave?: boolean;
}

/** The form's fields a table's import checks the file's rows against, by kind: the register's stated total. */
const TABLE_IMPORT_FORM_FIELDS: { readonly [Kind in KindName]?: readonly string[] } = {
  majorShareholders: ['totalShares'],
};

/**
 * The item form's words and per-field messages, in the page's language, around the client form
 * (./item-form.tsx): labels like "Title (English)" and "Document (Thai, PDF)" derived from the kind's
 * fields (docs/newsroom.md, The item form).
 */
export async function ItemFormPage({
  locale,
  kind: kindName,
  itemId,
  action,
  importAction,
  importOutcome,
  videoAction,
  videoOutcome,
  videoRefused,
  defaults,
  fieldErrors = {},
  outcome,
  documentError,
  tableImportAction,
  tableImportOutcome,
  autosave = true,
}: ItemFormPageProps) {
  const t = await getTranslations({ locale, namespace: 'Workspace.itemForm' });
  const kind = CONTENT_KINDS[kindName];
  // The editor may choose a PDF next: the checker loads PDF.js now, not with the first upload.
  if (documentFields(kindName).length > 0) warmPdfChecker();
  const fieldLabel = (field: string) => (isKeyIn('Workspace.itemForm.fields', field) ? t(`fields.${field}`) : field);
  // A table import's own wording where its kind has one (the dividend history's), else the register's.
  const importText = (key: 'legend' | 'hint' | 'file') =>
    isGroupIn('Workspace.itemForm.tableImport.kinds', kindName)
      ? t(`tableImport.kinds.${kindName}.${key}`)
      : t(`tableImport.${key}`);
  const language = (lang: Locale) => t(`languages.${lang}`);
  const transcripts = await getTranslations({ locale, namespace: 'Transcripts' });
  const tResults = await getTranslations({ locale, namespace: 'Results' });
  // The quarterly results' documents, chosen from the lists (docs/results.md, Managing it).
  const quarter = quarterOf(defaults);
  const choiceFields: DocumentChoiceField[] = kind.documentChoices
    ? await loadDocumentChoiceFields(quarter, locale, chosenOf(kindName, defaults)).catch(() => [])
    : [];
  const quarterText = (year: number, number: number) =>
    tResults('quarter', { quarter: String(number), year: displayYear(year, locale) });
  const documentText = (document: ResultsDocument) =>
    document.title ?? (quarter ? quarterText(quarter.year, quarter.quarter) : tResults(`kinds.${document.kind}`));
  const optionText = (option: DocumentOption) =>
    option.title
      ? `${option.title} (${formLongDate(option.date ?? '', locale)})`
      : quarterText(option.year ?? 0, option.quarter ?? 1);

  // Each choice's documents as cards: page 1, title, language and pages where the site stores the PDF (docs/results.md, Managing it).
  const choiceHrefs = choiceFields.flatMap((choice) => [
    ...choice.options.map((option) => option.href),
    ...choice.matched.map((document) => document.href),
  ]);
  const choicePages =
    choiceFields.length > 0
      ? await recordedPages(choiceHrefs.flatMap((href) => documentOfPath(href)?.sha256 ?? [])).catch(
          () => new Map<string, number>(),
        )
      : new Map<string, number>();
  const choiceCard = (title: string, href: string): CardDocument => {
    const stored = documentOfPath(href);
    return {
      title,
      language: locale,
      href,
      ...(stored ? { name: stored.name, sha256: stored.sha256, pages: choicePages.get(stored.sha256) } : {}),
    };
  };
  const choiceDocuments: Record<string, Record<string, CardDocument[]>> = {};

  const inputLabels: Record<string, string> = {};
  const hints: Record<string, string> = {};
  const messages: Record<string, Partial<Record<FieldProblem, string>>> = {};
  const options: Record<string, { value: string; label: string }[]> = {};

  const invalidOf = (spec: FieldSpec, label: string): string => {
    switch (spec.type) {
      case 'link':
        return t('errors.invalidLink', { field: label });
      case 'text':
        return t('errors.invalidText', { field: label });
      case 'date':
        return t('errors.invalidDate', { field: label });
      case 'datetime':
        return t('errors.invalidDatetime', { field: label });
      case 'integer':
        return t('errors.invalidInteger', { field: label, min: String(spec.min ?? 0), max: String(spec.max ?? 0) });
      case 'choice':
        return t('errors.invalidChoice', { field: label });
      case 'decimal':
        return t('errors.invalidDecimal', { field: label, min: String(spec.min ?? 0), max: String(spec.max ?? 0) });
      case 'webcast':
        return t('errors.invalidWebcast', { field: label });
      default:
        return t('errors.invalid', { field: label });
    }
  };

  /** A field's messages, by problem. */
  const messagesOf = (spec: FieldSpec, label: string): Partial<Record<FieldProblem, string>> => {
    const max = MAX_LENGTH[spec.type as keyof typeof MAX_LENGTH];
    return {
      missing: t('errors.missing', { field: label }),
      invalid: invalidOf(spec, label),
      inconsistent: isKeyIn('Workspace.itemForm.checks', kindName)
        ? t(`checks.${kindName}`)
        : t('errors.inconsistent', { field: label }),
      ...(max ? { 'too-long': t('errors.tooLong', { field: label, max: String(max) }) } : {}),
    };
  };

  // The kind's tables: a row's cells, Thai beside English, and their messages with the row's number.
  const tables: ItemFormTable[] = rowsFields(kindName).map((field) => {
    const spec = (kind.fields as Record<string, FieldSpec>)[field];
    const cells: RowCell[] = Object.entries(spec.columns ?? {}).flatMap(([column, cellSpec]) =>
      (perLanguage(kind, cellSpec) ? LANGS : [undefined]).map((lang) => ({
        column,
        lang,
        type: cellSpec.type,
        label: lang ? t('perLanguage', { field: fieldLabel(column), language: language(lang) }) : fieldLabel(column),
        ...(cellSpec.type === 'choice'
          ? {
              choose: t('choose'),
              options: (cellSpec.options ?? []).map((value) => ({
                value,
                label: isKeyIn('Workspace.itemForm.choices', value) ? t(`choices.${value}`) : value,
              })),
            }
          : {}),
      })),
    );
    const cellTemplate = t.raw('rows.cell') as string;
    return {
      field,
      cells,
      count: rowCount(defaults, field),
      maxRows: spec.maxRows ?? MAX_ROWS,
      labels: {
        legend: fieldLabel(field),
        hint: isPlainKeyIn('Workspace.itemForm.hints', field) ? t(`hints.${field}`) : undefined,
        row: t.raw('rows.row') as string,
        cell: cellTemplate,
        add: t('rows.add'),
        remove: t.raw('rows.remove') as string,
        up: t.raw('rows.up') as string,
        down: t.raw('rows.down') as string,
      },
      messages: Object.fromEntries(
        cells.map((cell) => [
          cell.lang ? `${cell.column}_${cell.lang}` : cell.column,
          messagesOf((spec.columns ?? {})[cell.column], cellTemplate.replace('{cell}', cell.label)),
        ]),
      ),
    };
  });

  for (const input of formInputs(kindName)) {
    const label = input.lang
      ? t('perLanguage', { field: fieldLabel(input.field), language: language(input.lang) })
      : fieldLabel(input.field);
    inputLabels[input.name] = label;
    const hint: string[] = [];
    if (input.field === 'meetingType') hint.push(t('hints.meetingType'));
    else if (input.spec.type === 'integer')
      hint.push(t('hints.integer', { min: String(input.spec.min ?? 0), max: String(input.spec.max ?? 0) }));
    if (input.spec.type === 'link') hint.push(t('hints.link'));
    if (input.spec.type === 'decimal') hint.push(t('hints.decimal'));
    if (input.spec.type === 'webcast') hint.push(t('hints.webcast'));
    if (input.spec.type === 'transcript') hint.push(t('hints.transcript'));
    if (input.spec.type === 'listItem')
      hint.push(
        ...(isPlainKeyIn('Workspace.itemForm.hints', input.field) ? [t(`hints.${input.field}`)] : []),
        t('hints.listItem', { max: String(DOCUMENT_OPTIONS_MAX) }),
      );
    if (input.spec.type === 'date') hint.push(t('hints.date'));
    if (input.spec.type === 'datetime') hint.push(t('hints.datetime'));
    if (!isRequired(input.spec) && input.spec.type !== 'listItem') hint.push(t('hints.optional'));
    if (hint.length > 0) hints[input.name] = hint.join(' ');
    messages[input.name] = {
      ...messagesOf(input.spec, label),
      // A list item not in its list any more (the server's check, docs/results.md, Managing it).
      // A PDF this person did not upload (the server's check, docs/newsroom.md, Documents).
      ...(input.spec.type === 'document' ? { 'unknown-document': t('errors.unknownDocument', { field: label }) } : {}),
      ...(input.spec.type === 'listItem'
        ? {
            invalid: t('errors.invalidChoice', { field: label }),
            'unknown-item': t('errors.unknownItem', { field: label }),
          }
        : {}),
      // A refused transcript says what the parser found (Transcripts.errors).
      ...(input.spec.type === 'transcript'
        ? Object.fromEntries(
            TRANSCRIPT_ERROR_CODES.map((code) => [`transcript.${code}`, `${label}: ${transcripts(`errors.${code}`)}`]),
          )
        : {}),
    };
    if (input.spec.type === 'choice') {
      options[input.name] = (input.spec.options ?? []).map((value) => ({
        value,
        label: isKeyIn('Workspace.itemForm.roles', value) ? t(`roles.${value}`) : value,
      }));
    }
    if (input.spec.type === 'listItem') {
      // First what matching would give, then none, then the list's items near the quarter, newest first.
      const choice = choiceFields.find((entry) => entry.role === input.spec.role);
      const matched = choice?.matched ?? [];
      const auto = !quarter
        ? t('results.autoUnknown')
        : matched.length === 0
          ? t('results.autoNothing')
          : t('results.auto', { documents: matched.map(documentText).join('; ') });
      options[input.name] = [
        { value: '', label: auto },
        { value: 'none', label: t('results.none') },
        ...(choice?.options ?? []).map((option) => ({ value: option.key, label: optionText(option) })),
      ];
      choiceDocuments[input.name] = {
        '': matched.map((document) =>
          choiceCard(
            document.title ??
              `${tResults(`kinds.${document.kind}`)} ${quarter ? quarterText(quarter.year, quarter.quarter) : ''}`.trim(),
            document.href,
          ),
        ),
        ...Object.fromEntries(
          (choice?.options ?? []).map((option) => [
            option.key,
            [
              choiceCard(
                option.title ??
                  `${tResults(`kinds.${choice!.role}`)} ${quarterText(option.year ?? 0, option.quarter ?? 1)}`,
                option.href,
              ),
            ],
          ]),
        ),
      };
      if (choice?.failed) hints[input.name] = `${hints[input.name] ?? ''} ${t('results.listFailed')}`.trim();
    }
  }
  for (const field of documentFields(kindName)) {
    for (const slot of documentSlots(kind)) {
      const name = documentRefName(field, slot);
      const label =
        slot === 'shared'
          ? t('documentShared', { field: fieldLabel(field) })
          : t('documentLanguage', { field: fieldLabel(field), language: language(slot) });
      inputLabels[name] = label;
      messages[name] = {
        missing: t('errors.missingDocument', { field: label }),
        invalid: t('errors.invalidDocument', { field: label }),
      };
    }
  }

  const labels: ItemFormLabels = {
    documents: t('documents'),
    one: t('one'),
    oneHint: t('oneHint'),
    choose: t('choose'),
    pages: t.raw('pages') as string,
    onePage: t('onePage'),
    current: t.raw('current') as string,
    uploaded: t.raw('uploaded') as string,
    replace: t('replace'),
    checking: t('checking'),
    save: t('save'),
    preview: t('preview'),
    submit: t('submit'),
    summary: t('summary'),
    error: (await getTranslations({ locale, namespace: 'Workspace' }))('error'),
    incomplete: t('outcome.incomplete'),
    disagree: t('outcome.disagree'),
    picker: {
      current: t.raw('current') as string,
      replace: t('replace'),
      checking: t('checking'),
      pages: t.raw('pages') as string,
      onePage: t('onePage'),
      thumbnail: t.raw('picker.thumbnail') as string,
      noThumbnail: t('picker.noThumbnail'),
      languages: { th: t('picker.languages.th'), en: t('picker.languages.en'), shared: t('picker.languages.shared') },
      replaceButton: t('picker.replaceButton'),
      remove: t('picker.remove'),
    },
    languages: { th: language('th'), en: language('en') },
    autosaved: t.raw('editor.autosaved') as string,
    autosaveFailed: t('editor.autosaveFailed'),
    leave: t('editor.leave'),
    previewBeside: t('editor.previewBeside'),
    previewPanel: {
      heading: t('editor.previewHeading'),
      hint: t('editor.previewHint'),
      update: t('editor.previewUpdate'),
      open: t('editor.previewOpen'),
      close: t('editor.previewClose'),
      frame: t('editor.previewFrame'),
    },
  };

  // The words and actions of the kind's own panels (./kind-panels.tsx), by kind; the form passes them on.
  const panelSettings: { [Kind in KindName]?: () => KindPanelSettings } = {
    quarterlyResults: () => ({
      labels: {
        importLegend: t('import.legend'),
        importHint: t('import.hint'),
        importFile: t('import.file'),
        importButton: t('import.button'),
        importChecking: t('import.checking'),
        importDone: t('import.done'),
        videoFile: t('video.file'),
        videoUploading: t('video.uploading'),
        videoDone: t('video.done'),
        videoNoScript: t('video.noScript'),
        videoLegend: t('video.legend'),
        videoHint: t('video.hint', { maxMb: String(Math.round(videoMaxBytes() / 1024 / 1024)) }),
        videoFileNoScript: t('video.fileNoScript'),
        videoButton: t('video.button'),
        vttFile: t('vtt.file'),
        vttLoaded: t('vtt.loaded'),
        vttTooLarge: t('vtt.tooLarge'),
        vttNoScript: t('vtt.noScript'),
      },
      importAction,
      importOutcome,
      videoAction,
      videoOutcome,
      videoRefused,
    }),
  };

  const serverErrors = Object.fromEntries(
    Object.entries(fieldErrors).map(([name, problem]) => [
      name,
      messages[name]?.[problem] ??
        tableCellMessage(tables, name, problem) ??
        t('errors.invalid', { field: inputLabels[name] ?? name }),
    ]),
  );
  const documents: Record<string, DocumentRef> = formDocuments(kindName, defaults);
  // Thai dates are shown in the Buddhist era beside their inputs (the input itself keeps ISO days).
  const shownDates: Record<string, string> = {};
  if (locale === 'th') {
    for (const input of formInputs(kindName)) {
      const value = defaults[input.name];
      if ((input.spec.type === 'date' || input.spec.type === 'datetime') && typeof value === 'string' && value)
        shownDates[input.name] = formLongDate(value, locale);
    }
  }

  const props: ItemFormProps = {
    kind: kindName,
    locale,
    itemId,
    action,
    autosave,
    panels: panelSettings[kindName]?.(),
    base: `${locale === 'en' ? '/en' : ''}/admin/items`,
    defaults,
    documents,
    choiceDocuments,
    serverErrors,
    outcome,
    documentError,
    labels,
    inputLabels,
    hints,
    messages,
    options,
    shownDates,
    tables,
    ...(kind.importsTable && tableImportAction
      ? {
          tableImport: {
            field: kind.importsTable,
            action: tableImportAction,
            formFields: [...(TABLE_IMPORT_FORM_FIELDS[kindName] ?? [])],
            outcome: tableImportOutcome,
            labels: {
              legend: importText('legend'),
              hint: importText('hint'),
              file: importText('file'),
              button: t('tableImport.button'),
              checking: t('tableImport.checking'),
              read: t.raw('tableImport.read') as string,
              use: t('tableImport.use'),
              used: t.raw('tableImport.used') as string,
              problems: t('tableImport.problemsHeading'),
              error: labels.error,
            },
          },
        }
      : {}),
  };
  return (
    <>
      {kind.transcripts ? <QuarterFormNotes locale={locale} defaults={defaults} /> : null}
      <ItemForm {...props} />
    </>
  );
}

/** The quarter an item's form values name, when both are valid. */
function quarterOf(values: FormValues): QuarterId | null {
  const year = Number(values.year);
  const quarter = Number(values.quarter);
  return Number.isInteger(year) && year >= 2000 && year <= 2200 && [1, 2, 3, 4].includes(quarter)
    ? { year, quarter: quarter as QuarterId['quarter'] }
    : null;
}

/** The document choices a quarterly results form holds, by role. */
function chosenOf(kindName: KindName, values: FormValues): Partial<Record<string, string>> {
  const fields = CONTENT_KINDS[kindName].documentChoices;
  if (!fields) return {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([role, field]) =>
      typeof values[field] === 'string' && values[field] ? [[role, values[field] as string]] : [],
    ),
  );
}

/**
 * Above a quarterly results item's form: how its documents are chosen (the selects are the form's own
 * fields, docs/results.md, Managing it), and where the questions and answers are moderated.
 */
async function QuarterFormNotes({ locale, defaults }: { locale: Locale; defaults: FormValues }) {
  const t = await getTranslations({ locale, namespace: 'Workspace.itemForm' });
  return (
    <section aria-labelledby="quarter-documents" data-testid="quarter-documents">
      <h2 id="quarter-documents">{t('results.documents')}</h2>
      <p>{t('results.documentsHint')}</p>
      {quarterOf(defaults) ? null : <p>{t('results.documentsChoose')}</p>}
      <p>
        {t('results.questions')}{' '}
        <Link prefetch={false} href={localizePath('/admin/questions', locale)}>
          {t('results.questionsLink')}
        </Link>
      </p>
    </section>
  );
}
