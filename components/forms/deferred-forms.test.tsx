import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form';
import { DeferredContactForm, DeferredNewsletterForm, DeferredUnsubscribeDialog } from './deferred-forms';
import { ContactFormView, NewsletterFormView, STATIC_FORM, staticField, UnsubscribeLine } from './form-views';
import { NewsletterForm } from './newsletter-form';
import { catalogues, formLabels, renderWithAlerts, stubFetch, reply } from './test-helpers';
import { UnsubscribeDialog } from './unsubscribe-dialog';

/** The markup without the ids useId gives and without the form's ready state (the submit button's disabled, data-ready). */
function markup(html: string) {
  return html
    .replace(/_r_[0-9a-z]+_/gi, 'ID')
    .replace(/-copy\b/g, '')
    .replace(/\s(disabled|data-ready)=""/g, '');
}

// First in the file: the lazy components are still unloaded here.
it('show the static forms at once and enable them when their code has loaded', async () => {
  const labels = formLabels('en');
  const { form, unsubscribe } = catalogues.en.ReceiveEmails;
  renderWithAlerts(
    <>
      <DeferredContactForm labels={labels.contact} />
      <DeferredNewsletterForm labels={labels.newsletter} />
      <DeferredUnsubscribeDialog labels={labels.unsubscribe} />
    </>,
    'en',
  );

  const contactSubmit = () => screen.getByRole('button', { name: catalogues.en.Information.form.submit });
  const newsletterSubmit = () => screen.getByRole('button', { name: form.submit });
  expect(screen.getByLabelText(catalogues.en.Information.form.firstName, { exact: false })).toHaveAttribute(
    'name',
    'name',
  );
  expect(screen.getByLabelText(form.email, { exact: false })).toHaveAttribute('name', 'email');
  const opener = () => screen.getByRole('button', { name: unsubscribe.open });
  expect(opener()).toBeDisabled();
  expect(contactSubmit()).toBeDisabled();
  expect(newsletterSubmit()).toBeDisabled();

  await waitFor(() => expect(contactSubmit()).toBeEnabled());
  await waitFor(() => expect(newsletterSubmit()).toBeEnabled());
  await waitFor(() => expect(opener()).toBeEnabled());
});

describe('the static copies used while the form code loads', () => {
  const labels = formLabels('th');

  it.each([
    [
      'contact',
      <ContactFormView key="s" labels={labels.contact} behaviour={STATIC_FORM} field={staticField} />,
      <ContactForm key="r" labels={labels.contact} />,
    ],
    [
      'sign-up',
      <NewsletterFormView key="s" labels={labels.newsletter} behaviour={STATIC_FORM} field={staticField} />,
      <NewsletterForm key="r" labels={labels.newsletter} />,
    ],
    [
      'unsubscribe line',
      <UnsubscribeLine key="s" labels={labels.unsubscribe} />,
      <UnsubscribeDialog key="r" labels={labels.unsubscribe} />,
    ],
  ])('%s: is the real markup, nothing wired', (_, staticCopy, real) => {
    const copy = render(staticCopy).container;
    const live = render(real).container;
    expect(markup(copy.innerHTML)).toBe(markup(live.innerHTML));
    const submit = copy.querySelector('button[type="submit"]');
    if (submit) expect(submit).toBeDisabled();
  });

  it('has ids of its own: the streamed HTML holds it and the real form at the same place in the tree', () => {
    const { container } = render(
      <ContactFormView labels={labels.contact} behaviour={STATIC_FORM} field={staticField} />,
    );
    const ids = [...container.querySelectorAll('input, textarea')].map((element) => element.id);
    expect(ids).toHaveLength(6);
    for (const id of ids) expect(id).toMatch(/-copy$/);
  });
});

describe.each(['en', 'th'] as const)('deferred forms (%s)', (locale) => {
  const labels = formLabels(locale);
  const texts = catalogues[locale];

  it('validate the contact form', async () => {
    const fetchMock = stubFetch(async () => reply({ body: 'Email sent successfully' }));
    const user = userEvent.setup();
    renderWithAlerts(<DeferredContactForm labels={labels.contact} />, locale);

    const submit = () => screen.getByRole('button', { name: texts.Information.form.submit });
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText(texts.Information.form.error.phone)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validate the sign-up form', async () => {
    stubFetch(async () => reply({ body: 'Subscription request sent successfully' }));
    const user = userEvent.setup();
    renderWithAlerts(<DeferredNewsletterForm labels={labels.newsletter} />, locale);

    const submit = () => screen.getByRole('button', { name: texts.ReceiveEmails.form.submit });
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText(texts.ReceiveEmails.form.error.email)).toBeInTheDocument();
  });

  it('open the unsubscribe modal with focus on its field', async () => {
    const user = userEvent.setup();
    renderWithAlerts(<DeferredUnsubscribeDialog labels={labels.unsubscribe} />, locale);

    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: texts.ReceiveEmails.unsubscribe.open }));
      expect(screen.getByRole('dialog', { name: texts.ReceiveEmails.unsubscribe.title })).toBeInTheDocument();
    });
    expect(
      screen.getByLabelText(texts.ReceiveEmails.unsubscribe.email, { exact: false, selector: 'input' }),
    ).toHaveFocus();
  });
});

it('the unsubscribe opener is disabled in the server HTML of the real component too', async () => {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(<UnsubscribeDialog labels={formLabels('en').unsubscribe} />);
  expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*disabled=""/);
});
