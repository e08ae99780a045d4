import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnsubscribeDialog } from './unsubscribe-dialog';
import { catalogues, formLabels, renderForm, renderWithAlerts, reply, sentBody, type TestLocale } from './test-helpers';

it('keeps the English unsubscribe messages exactly', () => {
  expect(catalogues.en.ReceiveEmails.form).toMatchObject({
    unsubscribeSuccess: 'You have successfully unsubscribed from the newsletter.',
    unsubscribeFail: 'There was a problem unsubscribing. Please try again.',
  });
});

describe.each(['en', 'th'] as TestLocale[])('UnsubscribeDialog (%s)', (locale) => {
  const texts = catalogues[locale].ReceiveEmails;
  // What the page passes; the assertions below read the catalogue itself.
  const labels = formLabels(locale).unsubscribe;
  const opener = () => screen.getByRole('button', { name: texts.unsubscribe.open });
  const dialog = () => screen.getByRole('dialog', { name: texts.unsubscribe.title });
  const email = () => screen.getByLabelText(texts.unsubscribe.email, { exact: false, selector: 'input' });
  const submit = () => screen.getByRole('button', { name: texts.unsubscribe.submit });

  const start = (answer: string | (() => Promise<Response>)) =>
    renderForm(<UnsubscribeDialog labels={labels} />, locale, answer);

  afterEach(() => jest.restoreAllMocks());

  it('is closed by default and opens as a labelled modal with focus on the e-mail', async () => {
    const user = userEvent.setup();
    renderWithAlerts(<UnsubscribeDialog labels={labels} />, locale);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener());

    expect(dialog()).toHaveAttribute('data-jsdom-modal'); // showModal(), see jest.setup.ts
    expect(email()).toHaveFocus();
  });

  // Focus kept inside is the browser's (showModal); e2e/forms.spec.ts checks it.
  it('closes on Escape and on its close button, and gives focus back to the line', async () => {
    const user = userEvent.setup();
    renderWithAlerts(<UnsubscribeDialog labels={labels} />, locale);

    await user.click(opener());
    expect(email()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: texts.unsubscribe.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('checks the e-mail pattern in the modal and sends nothing', async () => {
    const { fetchMock, user } = start('Unsubscription request sent successfully');

    await user.click(opener());
    await user.click(submit());
    // Validation runs after the submit's next paint: the message follows.
    await waitFor(() => expect(email()).toHaveAccessibleDescription(texts.form.error.email));

    await user.type(email(), 'someone@example');
    await user.click(submit());
    // The button stays disabled until this submit's validation is over.
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription(texts.form.error.email);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail, closes, and shows the success popup', async () => {
    const { fetchMock, user } = start('Unsubscription request sent successfully');

    await user.click(opener());
    await user.type(email(), 'malee@example.co.th');
    await user.click(submit());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(texts.form.unsubscribeSuccess);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/send_email/cancel-emails',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBody(fetchMock)).toEqual({ email: 'malee@example.co.th' });

    // Confirming the popup gives focus back to the line; the next opening starts empty.
    await user.click(screen.getByRole('button', { name: catalogues[locale].FormResults.confirm }));
    expect(opener()).toHaveFocus();
    await user.click(opener());
    expect(email()).toHaveValue('');
  });

  it.each([
    ['another result', async () => reply({ body: 'Not subscribed' }), texts.form.unsubscribeFail],
    ['a thrown call', () => Promise.reject(new TypeError('Failed to fetch')), texts.form.errorGeneric],
    ['an error status', async () => reply({ status: 500 }), texts.form.errorGeneric],
  ])('keeps the modal open on %s', async (_, implementation, message) => {
    const { user } = start(implementation);

    await user.click(opener());
    await user.type(email(), 'malee@example.co.th');
    await user.click(submit());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(message);
    expect(dialog()).toBeInTheDocument();
    expect(email()).toHaveValue('malee@example.co.th');
  });

  it('disables the unsubscribe button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = start(() => new Promise<Response>((resolve) => (answer = resolve)));

    await user.click(opener());
    await user.type(email(), 'malee@example.co.th');
    await user.click(submit());

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(submit()).toBeDisabled();
    answer(reply({ body: 'Unsubscription request sent successfully' }));
    await screen.findByRole('alertdialog');
  });
});
