import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import {
  ChoiceDocuments,
  DocumentPicker,
  slotTitle,
  THUMBNAIL_ROUTE,
  type DocumentPickerLabels,
  type DocumentPickerProps,
} from './document-picker';

const f = en.Workspace.itemForm;
const labels: DocumentPickerLabels = {
  current: f.current,
  replace: f.replace,
  checking: f.checking,
  pages: f.pages,
  onePage: f.onePage,
  thumbnail: f.picker.thumbnail,
  noThumbnail: f.picker.noThumbnail,
  languages: f.picker.languages,
  replaceButton: f.picker.replaceButton,
  remove: f.picker.remove,
};
const stored = { sha256: 'ab'.repeat(32), name: 'notice-en.pdf', pages: 3 };

function picker(overrides: Partial<DocumentPickerProps> = {}) {
  const props: DocumentPickerProps = {
    anchorId: 'item-document-en-ref',
    inputId: 'item-document-en-file',
    inputName: 'document_en_file',
    label: 'Document (English, PDF)',
    slot: 'en',
    language: 'en',
    stored,
    title: 'Notice of the meeting',
    checking: false,
    errorId: 'item-document-en-ref-error',
    scripted: true,
    labels,
    onChoose: jest.fn(),
    onRemove: jest.fn(),
    ...overrides,
  };
  return { props, ...render(<DocumentPicker {...props} />) };
}

describe('DocumentPicker', () => {
  it('shows the stored PDF as a card: page 1 named in its alt text, the title, file name, language and pages', () => {
    picker();
    const card = screen.getByTestId('document-card-en');
    const image = within(card).getByRole('img', { name: 'Page 1 of Notice of the meeting' });
    expect(image).toHaveAttribute('src', `${THUMBNAIL_ROUTE}/${stored.sha256}`);
    expect(card).toHaveTextContent('Notice of the meeting');
    expect(card).toHaveTextContent('notice-en.pdf');
    expect(card).toHaveTextContent('English · 3 pages');
    // The file input keeps its label and its status line (what e2e/item-form.spec.ts reads).
    expect(screen.getByLabelText('Document (English, PDF)')).toHaveAttribute('type', 'file');
    expect(screen.getByTestId('pages-en')).toHaveTextContent(
      'Current file: notice-en.pdf, 3 pages. A new file replaces it.',
    );
  });

  it('is titled by the file name when the item has no title in its language', () => {
    picker({ title: '', stored: { ...stored, pages: 1 }, language: 'shared' });
    const card = screen.getByTestId('document-card-en');
    expect(within(card).getByRole('img', { name: 'Page 1 of notice-en.pdf' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Thai and English · 1 page');
  });

  it('removes by its labelled button and leaves the focus on the file input; Replace opens the file chooser', () => {
    const { props } = picker();
    const input = screen.getByLabelText('Document (English, PDF)') as HTMLInputElement;
    const chooser = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Replace… Document (English, PDF)' }));
    expect(chooser).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Document (English, PDF)' }));
    expect(props.onRemove).toHaveBeenCalledTimes(1);
    expect(input).toHaveFocus();
  });

  it('offers neither button while a file is being checked, nor without JavaScript, where the file goes with the form', () => {
    const { props } = picker({ checking: true });
    expect(screen.getAllByRole('button')).toHaveLength(2);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByTestId('pages-en')).toHaveTextContent(f.checking);
    const html = renderToString(<DocumentPicker {...props} checking={false} scripted={false} />);
    expect(html).not.toContain('<button');
    expect(html).toContain('name="document_en_file"');
    expect(html).toContain(`src="${THUMBNAIL_ROUTE}/${stored.sha256}"`);
  });

  it('shows a box instead of an image that fails to load', () => {
    picker();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('document-thumbnail-none')).toHaveTextContent(f.picker.noThumbnail);
  });

  it('shows no card for an empty slot, and the slot’s error tied to its input', () => {
    picker({ stored: undefined, message: 'Choose the Document (English, PDF).' });
    expect(screen.queryByTestId('document-card-en')).toBeNull();
    const input = screen.getByLabelText('Document (English, PDF)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'item-document-en-file-status item-document-en-ref-error');
    expect(document.getElementById('item-document-en-ref-error')).toHaveTextContent(
      'Choose the Document (English, PDF).',
    );
  });
});

describe('ChoiceDocuments', () => {
  it('shows a chosen list item as a card linked to its PDF, a box where the site does not store it', () => {
    render(
      <ChoiceDocuments
        testId="choices"
        labels={labels}
        documents={[{ title: 'Opportunity Day Q3/2025', language: 'en', href: '/documents/activities/q3.pdf' }]}
      />,
    );
    const cards = screen.getByTestId('choices');
    expect(within(cards).getByRole('link', { name: 'Opportunity Day Q3/2025' })).toHaveAttribute(
      'href',
      '/documents/activities/q3.pdf',
    );
    expect(cards).toHaveTextContent('English');
    expect(within(cards).getByTestId('document-thumbnail-none')).toBeInTheDocument();
  });

  it('shows nothing without documents', () => {
    const { container } = render(<ChoiceDocuments testId="choices" labels={labels} documents={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('slotTitle', () => {
  it('is the title in the slot’s language; for one PDF for both, the page’s language first', () => {
    const values = { title_th: ' รายงาน ', title_en: 'Report' };
    expect(slotTitle(values, 'th', 'en')).toBe('รายงาน');
    expect(slotTitle(values, 'en', 'th')).toBe('Report');
    expect(slotTitle(values, 'shared', 'en')).toBe('Report');
    expect(slotTitle({ title_th: 'รายงาน' }, 'shared', 'en')).toBe('รายงาน');
    expect(slotTitle({ title: 'Analyst report' }, 'shared', 'th')).toBe('Analyst report');
    expect(slotTitle({}, 'en', 'en')).toBe('');
  });
});
