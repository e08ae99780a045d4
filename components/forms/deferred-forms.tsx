'use client';

import { lazy, Suspense } from 'react';
import type { ContactFormLabels, NewsletterFormLabels, UnsubscribeLabels } from './form-labels';
import { ContactFormView, NewsletterFormView, STATIC_FORM, staticField, UnsubscribeLine } from './form-views';

/*
 * What the form pages render. The react-hook-form components are React.lazy chunks, so neither
 * react-hook-form nor the forms' code is first-load JavaScript (the page budget of bench/budgets.ts):
 * - on the server they render in full, so the HTML holds the real form, as before;
 * - in the browser the rest of the page hydrates at once and each form's boundary hydrates in place
 *   (same DOM, no flash) as soon as its chunk arrives, which React requests when it reaches the form.
 *   Until then the submit button is disabled, as it is in the server HTML (use-hydrated.ts).
 * Unlike next/dynamic with ssr, React.lazy adds no preload of the chunk to the HTML.
 * The fallback is the same markup with nothing wired (a disabled submit button). It shows where the form
 * first renders in the browser (a client-side navigation), and in the server HTML whenever React streams
 * the boundary's content after it (it does so once a response passes ~12.8 KB): an inline script then
 * swaps the real form in at the next frame, and a browser without JavaScript keeps the static copy.
 */
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));
const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));
const UnsubscribeDialog = lazy(() =>
  import('./unsubscribe-dialog').then((module) => ({ default: module.UnsubscribeDialog })),
);

export function DeferredContactForm({ labels }: { labels: ContactFormLabels }) {
  return (
    <Suspense fallback={<ContactFormView labels={labels} behaviour={STATIC_FORM} field={staticField} />}>
      <ContactForm labels={labels} />
    </Suspense>
  );
}

export function DeferredNewsletterForm({ labels }: { labels: NewsletterFormLabels }) {
  return (
    <Suspense fallback={<NewsletterFormView labels={labels} behaviour={STATIC_FORM} field={staticField} />}>
      <NewsletterForm labels={labels} />
    </Suspense>
  );
}

export function DeferredUnsubscribeDialog({ labels }: { labels: UnsubscribeLabels }) {
  return (
    <Suspense fallback={<UnsubscribeLine labels={labels} />}>
      <UnsubscribeDialog labels={labels} />
    </Suspense>
  );
}
