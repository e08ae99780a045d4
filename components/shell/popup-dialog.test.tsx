import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_DISMISSED_KEY, PopupDialog } from './popup-dialog';

function renderPopup() {
  return render(
    <>
      <div id="top" tabIndex={-1} />
      <PopupDialog title="Opportunity Day" closeLabel="Close announcement">
        <p>Body</p>
        <a href="#calendar">See the calendar</a>
      </PopupDialog>
    </>,
  );
}

describe('PopupDialog', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens on load as a labelled modal dialog with focus on its close button', async () => {
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Opportunity Day' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close announcement' })).toHaveFocus();
  });

  it('closes with its button, remembers it, and returns focus to the top of the page', async () => {
    renderPopup();
    await userEvent.click(await screen.findByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POPUP_DISMISSED_KEY)).toBe('1');
    expect(document.getElementById('top')).toHaveFocus();
  });

  it('closes with Escape and keeps Tab inside while open', async () => {
    renderPopup();
    const close = await screen.findByRole('button', { name: 'Close announcement' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'See the calendar' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'See the calendar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed once dismissed in this tab', () => {
    sessionStorage.setItem(POPUP_DISMISSED_KEY, '1');
    renderPopup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
