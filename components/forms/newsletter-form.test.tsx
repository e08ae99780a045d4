import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './newsletter-form';
import { catalogues, formLabels, reply, sentBody, type TestLocale } from './test-helpers';
import { expectDisabledWhileSending, renderForm } from './test-helpers';

const VALID = {
  fullName: 'Malee Srisuk',
  email: 'malee@example.co.th',
  country: 'Thailand',
  occupation: 'Analyst',
  jobTitle: 'Senior analyst',
  industry: 'Finance',
};
type FieldName = keyof typeof VALID;

it('keeps the English form messages exactly', () => {
  expect(catalogues.en.ReceiveEmails.form).toMatchObject({
    error: {
      fullName: 'Please enter your full name',
      email: 'Please enter a valid email',
      country: 'Please enter your country',
      occupation: 'Please enter your occupation',
      jobTitle: 'Please enter your job title',
      industry: 'Please enter your industry',
    },
    success: 'You have successfully subscribed to the newsletter.',
    fail: 'There was a problem subscribing. Please try again.',
    errorGeneric: 'An error occurred. Please try again later.',
  });
});

describe.each(['en', 'th'] as TestLocale[])('NewsletterForm (%s)', (locale) => {
  const form = catalogues[locale].ReceiveEmails.form;
  // What the page passes; the assertions below read the catalogue itself.
  const labels = formLabels(locale).newsletter;
  const input = (field: FieldName) => screen.getByLabelText(form[field], { exact: false });
  const submit = () => screen.getByRole('button', { name: form.submit });

  const consentBox = () => screen.getByRole('checkbox', { name: new RegExp(form.consent.slice(0, 20)) });

  /** Fills the text fields and, unless told not to, ticks the consent box. */
  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    values: Partial<typeof VALID>,
    { consent = true } = {},
  ) {
    for (const [field, value] of Object.entries(values)) {
      await user.clear(input(field as FieldName));
      if (value) await user.type(input(field as FieldName), value);
    }
    if (consent && !(consentBox() as HTMLInputElement).checked) await user.click(consentBox());
  }

  const start = (answer: string | (() => Promise<Response>)) =>
    renderForm(<NewsletterForm labels={labels} />, locale, answer);

  afterEach(() => jest.restoreAllMocks());

  it('requires every field, shows the messages, focuses the first and sends nothing', async () => {
    const { fetchMock, user } = start('Subscription request sent successfully');

    await user.click(submit());

    // Validation runs after the submit's next paint: the messages follow.
    await waitFor(() => expect(input('fullName')).toHaveFocus());
    for (const field of Object.keys(VALID) as FieldName[]) {
      expect(input(field)).toHaveAttribute('aria-invalid', 'true');
      expect(input(field)).toHaveAttribute('aria-required', 'true');
      expect(input(field)).toHaveAccessibleDescription(form.error[field]);
    }
    expect(input('fullName')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  /** Holds the animation frames: what a handler leaves for after the next paint waits for `paint()`. */
  function holdFrames() {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    return { paint: () => act(() => frames.splice(0).forEach((callback) => callback(performance.now()))) };
  }

  it('paints the pressed button before validating: no message, focus move or send in the submit itself', async () => {
    // The schema already loaded, as a visitor's first focus in the form loads it: validation could finish at once.
    await import('./newsletter-resolvers');
    const { fetchMock, user } = start('Subscription request sent successfully');
    const frames = holdFrames();

    await user.click(submit());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    // Until the next frame, only the button's state changed.
    for (const field of Object.keys(VALID) as FieldName[]) expect(input(field)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(form.error.fullName)).not.toBeInTheDocument();
    expect(input('fullName')).not.toHaveFocus();
    expect(submit()).toBeDisabled();
    expect(submit().closest('form')).toHaveAttribute('aria-busy', 'true');

    frames.paint();
    await waitFor(() => expect(input('fullName')).toHaveFocus());
    expect(input('fullName')).toHaveAccessibleDescription(form.error.fullName);
    expect(submit()).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a second submit before the first one has validated', async () => {
    await import('./newsletter-resolvers');
    const { fetchMock, user } = start('Subscription request sent successfully');
    await fill(user, VALID);
    const frames = holdFrames();

    // Enter pressed twice in a field submits twice, whatever the button's state.
    fireEvent.submit(submit().closest('form')!);
    fireEvent.submit(submit().closest('form')!);
    frames.paint();

    expect(await screen.findByRole('alertdialog', {}, { timeout: 5000 })).toHaveTextContent(form.success);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(['malee', 'malee@example', '@example.com', 'malee@.com', 'ma lee@example.com', 'malee@example.'])(
    'refuses the e-mail "%s"',
    async (email) => {
      const { fetchMock, user } = start('Subscription request sent successfully');

      await fill(user, { ...VALID, email });
      await user.click(submit());

      await waitFor(() => expect(input('email')).toHaveAccessibleDescription(form.error.email));
      expect(input('email')).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends the six fields, empties the form and clears the errors on success', async () => {
    const { fetchMock, user } = start('Subscription request sent successfully');

    await user.click(submit());
    await waitFor(() => expect(input('country')).toHaveAttribute('aria-invalid', 'true'));

    await fill(user, VALID);
    await user.click(submit());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(form.success);
    expect(screen.getByRole('button', { name: catalogues[locale].FormResults.confirm })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/send_email/receive-emails',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBody(fetchMock)).toEqual({
      ...VALID,
      consent: 'yes',
      categories: 'announcements,news,documents,calendar,dividends',
      lang: locale,
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent(form.confirmByLink);
    for (const field of Object.keys(VALID) as FieldName[]) {
      expect(input(field)).toHaveValue('');
      expect(input(field)).not.toHaveAttribute('aria-invalid');
      expect(input(field)).not.toHaveAccessibleDescription();
    }
  });

  it('requires the consent box, unticked at first, with its message and a link to the privacy notice', async () => {
    const { fetchMock, user } = start('Subscription request sent successfully');

    expect(consentBox()).not.toBeChecked();
    expect(screen.getByRole('link', { name: form.privacyLink })).toHaveAttribute(
      'href',
      locale === 'en' ? '/en/privacy' : '/privacy',
    );
    await fill(user, VALID, { consent: false });
    await user.click(submit());

    await waitFor(() => expect(consentBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(consentBox()).toHaveAccessibleDescription(form.error.consent);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ticks every category by default and sends only those left ticked; none is an error', async () => {
    const { fetchMock, user } = start('Subscription request sent successfully');
    const names = catalogues[locale].EmailAlerts.categories;
    const box = (category: keyof typeof names) => screen.getByRole('checkbox', { name: names[category] });
    for (const category of Object.keys(names) as (keyof typeof names)[]) expect(box(category)).toBeChecked();

    for (const category of Object.keys(names) as (keyof typeof names)[]) await user.click(box(category));
    await fill(user, VALID);
    await user.click(submit());
    expect(await screen.findByText(form.error.categories)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(box('calendar'));
    await user.click(box('announcements'));
    await user.click(submit());
    await screen.findByRole('alertdialog');
    expect(sentBody(fetchMock)).toMatchObject({ categories: 'announcements,calendar', lang: locale, consent: 'yes' });
  });

  it('reports another result as a problem subscribing', async () => {
    const { user } = start('Already subscribed');

    await fill(user, VALID);
    await user.click(submit());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(form.fail);
    expect(input('email')).toHaveValue(VALID.email);
  });

  it('accepts the success text as a JSON string too', async () => {
    const { user } = start(async () =>
      reply({ body: '"Subscription request sent successfully"', contentType: 'application/json' }),
    );

    await fill(user, VALID);
    await user.click(submit());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(form.success);
  });

  it.each([
    ['the call throws', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the server refuses',
      async () => reply({ status: 429, body: '{"error":"Too many requests"}', contentType: 'application/json' }),
    ],
  ])('shows the generic error when %s', async (_, implementation) => {
    const { user } = start(implementation);

    await fill(user, VALID);
    await user.click(submit());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(form.errorGeneric);
  });

  it('disables the subscribe button while sending', () =>
    expectDisabledWhileSending(start, (user) => fill(user, VALID), submit, 'Subscription request sent successfully'));
});
