import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { AnnouncementPopup } from './announcement-popup';
import { POPUP_DISMISSED_KEY, POPUP_OPEN_SCRIPT } from './popup-state';

function renderPopup() {
  return render(
    <>
      <div id="top" tabIndex={-1} />
      <AnnouncementPopup title="Opportunity Day" closeLabel="Close announcement">
        <p>Body</p>
        <a href="#calendar">See the calendar</a>
      </AnnouncementPopup>
    </>,
  );
}

describe('AnnouncementPopup', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens on load as a modal dialog labelled by its title, focus on its close button', async () => {
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Opportunity Day' });
    expect(dialog).toHaveAttribute('data-jsdom-modal'); // showModal(), see jest.setup.ts
    expect(screen.getByRole('button', { name: 'Close announcement' })).toHaveFocus();
  });

  it('closes with its button, remembers it, and returns focus to the top of the page', async () => {
    renderPopup();
    await userEvent.click(await screen.findByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_DISMISSED_KEY)).toBe('1');
    expect(document.getElementById('top')).toHaveFocus();
  });

  it('closes with Escape', async () => {
    renderPopup();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_DISMISSED_KEY)).toBe('1');
  });

  it('is a <dialog> in the server HTML with the script that opens it right after, its close button enabled', () => {
    const html = renderToString(
      <AnnouncementPopup title="Opportunity Day" closeLabel="Close announcement">
        <p>Body</p>
      </AnnouncementPopup>,
    );
    expect(html).toMatch(/<dialog (?![^>]*\bopen\b)[^>]*data-popup-banner=""/);
    expect(html).toContain(`</dialog><script>${POPUP_OPEN_SCRIPT}</script>`);
    expect(html).toMatch(/<button[^>]*aria-label="Close announcement"/);
    expect(html).not.toMatch(/<button[^>]*aria-label="Close announcement"[^>]*disabled/);
    expect(html).toContain('<p>Body</p>');
  });

  it('stays closed once dismissed in this tab', () => {
    sessionStorage.setItem(POPUP_DISMISSED_KEY, '1');
    renderPopup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the popup open script', () => {
  /** The server's markup: the dialog, then the script, run as the parser runs it (document.currentScript set). */
  function parse() {
    document.body.innerHTML = '<dialog data-popup-banner><button type="button">Close</button></dialog>';
    const script = document.createElement('script');
    script.textContent = POPUP_OPEN_SCRIPT;
    document.body.append(script);
    return document.querySelector('dialog')!;
  }
  beforeEach(() => sessionStorage.clear());
  afterEach(() => document.body.replaceChildren());

  it('opens the dialog before it modal', () => {
    expect(parse()).toHaveAttribute('data-jsdom-modal'); // showModal(), see jest.setup.ts
  });

  it('leaves it closed when this tab has closed the popup', () => {
    sessionStorage.setItem(POPUP_DISMISSED_KEY, '1');
    expect(parse()).not.toHaveAttribute('open');
  });

  it('opens it when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(parse()).toHaveAttribute('data-jsdom-modal');
    getItem.mockRestore();
  });
});
