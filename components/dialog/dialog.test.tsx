import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Dialog } from './dialog';

function Opener({ returnFocus = false }: { returnFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={openerRef} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Leave the list"
          closeLabel="Close"
          onClose={() => setOpen(false)}
          returnFocusTo={returnFocus ? openerRef : undefined}
        >
          <input aria-label="E-mail" />
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens with showModal, labelled by its heading, focus on the first control of its body', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the list' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('data-jsdom-modal');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it.each([
    [
      'its close button',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['a click on the backdrop', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('dialog'))],
    [
      'its caller unmounting it',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Done' })),
    ],
  ])('closes by %s and gives the focus back to the opener', async (_, act) => {
    const user = userEvent.setup();
    render(<Opener returnFocus />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await act(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  describe('opened in the server HTML (serverOpen)', () => {
    const element = (onClose: () => void) => (
      <Dialog title="News" closeLabel="Close" onClose={onClose} serverOpen>
        <p>Body</p>
      </Dialog>
    );
    /** The server HTML in a container, as the caller's script leaves it once parsed: `open` modal or closed. */
    function serverDialog(open: boolean) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(element(() => {}));
      document.body.append(container);
      const dialog = container.querySelector('dialog')!;
      if (open) dialog.showModal();
      return { container, dialog };
    }
    afterEach(() => document.body.replaceChildren());

    it('is closed in the HTML (the script after it opens it), its close button enabled (a press before hydration is replayed)', () => {
      const html = renderToString(element(() => {}));
      expect(html).toMatch(/^<dialog (?![^>]*\bopen\b)/);
      expect(html).toMatch(/<button[^>]*aria-label="Close"/);
      expect(html).not.toMatch(/<button[^>]*aria-label="Close"[^>]*disabled/);
    });

    it('hydrates the dialog the script opened as it is: no second showModal, still open', async () => {
      const { container, dialog } = serverDialog(true);
      const showModal = jest.spyOn(dialog, 'showModal');
      const onClose = jest.fn();
      await act(async () => {
        hydrateRoot(container, element(onClose));
      });
      expect(showModal).not.toHaveBeenCalled();
      expect(dialog).toHaveAttribute('data-jsdom-modal');
      expect(onClose).not.toHaveBeenCalled();
    });

    it('tells the caller once hydrated when the reader closed it before (Escape)', async () => {
      const { container } = serverDialog(false);
      const onClose = jest.fn();
      await act(async () => {
        hydrateRoot(container, element(onClose));
      });
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('opens itself when rendered in the browser, where no script ran (after a change of language)', () => {
      render(element(() => {}));
      expect(screen.getByRole('dialog', { name: 'News' })).toHaveAttribute('data-jsdom-modal');
    });
  });

  it('is an alertdialog with a hidden heading when asked', () => {
    render(
      <Dialog role="alertdialog" title="Error" hideTitle onClose={() => {}}>
        <button type="button">OK</button>
      </Dialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error' })).toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });
});
