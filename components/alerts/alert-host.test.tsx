import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { AlertHost } from './alert-host';
import { showAlert } from './alerts';

function renderHost(locale: 'en' | 'th') {
  return render(
    <>
      <button type="button">Send</button>
      <AlertHost labels={(locale === 'en' ? en : th).Alerts} />
    </>,
  );
}

describe('AlertHost', () => {
  it('loads nothing until the first alert, then shows it with an orange confirm button that closes it', async () => {
    const user = userEvent.setup();
    const { container } = renderHost('th');
    expect(container.querySelector('.Toastify')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Send' });
    opener.focus();
    act(() => showAlert({ kind: 'error', message: th.receiveEmails.form.errorGeneric }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(th.receiveEmails.form.errorGeneric);
    expect(alert).toHaveTextContent(th.Alerts.error);
    expect(alert.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(screen.getByRole('region', { name: th.Alerts.region })).toBeInTheDocument();

    const confirm = screen.getByRole('button', { name: th.Alerts.confirm });
    expect(confirm).toHaveClass('button');
    expect(confirm).toHaveFocus();

    await user.click(confirm);
    expect(opener).toHaveFocus();
    // react-toastify removes the toast once its exit animation ends, which jsdom never runs.
    act(() => alert.closest('.Toastify__toast')?.dispatchEvent(new Event('animationend', { bubbles: true })));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('uses the success style and the given confirm label', async () => {
    renderHost('en');
    act(() => showAlert({ kind: 'success', message: en.information.form.success, confirmLabel: en.information.form.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.information.form.success);
    expect(alert.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    const confirm = screen.getAllByRole('button', { name: en.information.form.submit }).find((button) => alert.contains(button));
    expect(confirm).toHaveFocus();
  });
});
