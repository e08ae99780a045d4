import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { FormResultHost } from './form-result-host';
import { showFormResult } from './form-results';

function renderHost(locale: 'en' | 'th') {
  return render(
    <>
      <button type="button">Send</button>
      <FormResultHost labels={(locale === 'en' ? en : th).FormResults} />
    </>,
  );
}

describe('FormResultHost', () => {
  it('shows an alert dialog with an orange confirm button that closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    renderHost('th');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'Send' });
    opener.focus();
    act(() => showFormResult({ kind: 'error', message: th.ReceiveEmails.form.errorGeneric }));

    const alert = screen.getByRole('alertdialog', { name: th.FormResults.error });
    expect(alert).toHaveAccessibleDescription(th.ReceiveEmails.form.errorGeneric);
    expect(alert).toHaveAttribute('data-jsdom-modal'); // showModal(), see jest.setup.ts

    const confirm = screen.getByRole('button', { name: th.FormResults.confirm });
    expect(confirm).toHaveClass('button');
    expect(confirm).toHaveFocus();

    await user.click(confirm);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('uses the given confirm label, shows the detail, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderHost('en');
    act(() =>
      showFormResult({
        kind: 'success',
        message: en.Information.form.success,
        detail: 'More',
        confirmLabel: en.Information.form.submit,
      }),
    );

    const alert = screen.getByRole('alertdialog', { name: en.FormResults.success });
    expect(alert).toHaveTextContent(en.Information.form.success);
    expect(alert).toHaveTextContent('More');
    expect(within(alert).getByRole('button', { name: en.Information.form.submit })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows alerts one after the other, including those asked for before it mounted', async () => {
    const user = userEvent.setup();
    showFormResult({ kind: 'error', message: 'first' });
    renderHost('en');
    act(() => showFormResult({ kind: 'success', message: 'second' }));

    expect(screen.getByRole('alertdialog')).toHaveTextContent('first');
    await user.click(screen.getByRole('button', { name: en.FormResults.confirm }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('second');
    await user.click(screen.getByRole('button', { name: en.FormResults.confirm }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
