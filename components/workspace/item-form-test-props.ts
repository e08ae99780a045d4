import {
  documentFields,
  documentRefName,
  documentSlots,
  formInputs,
  CONTENT_KINDS,
  type KindName,
} from '@/lib/newsroom';
import type { ItemFormProps } from './item-form';
import type { QuarterPanelSettings } from './quarter-panels';

/**
 * Test-only: the item form's props for a kind as its page would give them, in plain English words
 * (each label the input's name), for the form's and the panels' tests.
 */
export function itemFormProps(kind: KindName, overrides: Partial<ItemFormProps> = {}): ItemFormProps {
  const inputLabels: Record<string, string> = Object.fromEntries(
    formInputs(kind).map((input) => [input.name, `Label ${input.name}`]),
  );
  for (const field of documentFields(kind))
    for (const slot of documentSlots(CONTENT_KINDS[kind]))
      inputLabels[documentRefName(field, slot)] = `Label ${documentRefName(field, slot)}`;
  return {
    kind,
    locale: 'en',
    itemId: null,
    action: `/api/workspace/items/form?kind=${kind}`,
    autosave: true,
    base: '/en/admin/items',
    defaults: {},
    documents: {},
    serverErrors: {},
    labels: {
      documents: 'Documents',
      one: 'One PDF for both languages',
      oneHint: 'The Thai file is then the shared one.',
      choose: 'Choose',
      pages: '{count} pages',
      onePage: '1 page',
      current: 'Current file: {name}, {pages}.',
      uploaded: 'Uploaded {name}, {pages}.',
      replace: 'A new file replaces it.',
      checking: 'Checking the PDF…',
      save: 'Save draft',
      preview: 'Preview',
      submit: 'Submit for approval',
      summary: 'There is a problem',
      error: 'Something went wrong.',
      incomplete: 'Fill in every required field.',
      disagree: 'The figures do not agree.',
      languages: { th: 'Thai', en: 'English' },
      autosaved: 'Saved automatically at {time}',
      autosaveFailed: 'Not saved automatically.',
      leave: 'Your changes are not saved. Leave this page anyway?',
      previewBeside: 'Preview beside the form',
      previewPanel: {
        heading: 'Preview',
        hint: 'The draft as last saved.',
        update: 'Update the preview',
        open: 'Open in a new tab',
        close: 'Close the preview',
        frame: 'Preview of the saved draft',
      },
      picker: {
        current: 'Current file: {name}, {pages}.',
        replace: 'A new file replaces it.',
        checking: 'Checking the PDF…',
        pages: '{count} pages',
        onePage: '1 page',
        thumbnail: 'Page 1 of {title}',
        noThumbnail: 'No preview of page 1',
        languages: { th: 'Thai', en: 'English', shared: 'Thai and English' },
        replaceButton: 'Replace…',
        remove: 'Remove',
      },
    },
    inputLabels,
    hints: {},
    messages: {},
    options: {},
    shownDates: {},
    tables: [],
    ...overrides,
  };
}

/** Test-only: the quarterly results' panel settings, each word its own name. */
export function quarterPanelSettings(overrides: Partial<QuarterPanelSettings> = {}): QuarterPanelSettings {
  const names = [
    'importLegend',
    'importHint',
    'importFile',
    'importButton',
    'importChecking',
    'importDone',
    'videoFile',
    'videoUploading',
    'videoDone',
    'videoNoScript',
    'videoLegend',
    'videoHint',
    'videoFileNoScript',
    'videoButton',
    'vttFile',
    'vttLoaded',
    'vttTooLarge',
    'vttNoScript',
  ] as const;
  return {
    labels: Object.fromEntries(
      names.map((name) => [name, `Words ${name}`]),
    ) as unknown as QuarterPanelSettings['labels'],
    ...overrides,
  };
}
