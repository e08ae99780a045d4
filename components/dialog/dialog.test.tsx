import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
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

  it('is open and non-modal in the server HTML when asked, its close button enabled (a press before hydration is replayed)', () => {
    const html = renderToString(
      <Dialog title="News" closeLabel="Close" onClose={() => {}} serverOpen>
        <p>Body</p>
      </Dialog>,
    );
    expect(html).toMatch(/^<dialog open=""/);
    expect(html).toMatch(/<button[^>]*aria-label="Close"/);
    expect(html).not.toMatch(/<button[^>]*aria-label="Close"[^>]*disabled/);
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
