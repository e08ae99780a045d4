'use client';

import { ALERT_CATEGORIES } from '@/lib/email-alerts';
import type { SubscribeInput } from '@/lib/validation';
import type { NewsletterFormLabels } from './form-labels';
import { NewsletterFormView } from './form-views';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';
import { useEmailForm } from './use-email-form';

/**
 * The values as react-hook-form holds them: the category checkboxes give a list and the unticked consent
 * box `false`; the shared schema turns them into the POST body (categories as one text, consent "yes").
 */
type FormValues = Omit<SubscribeInput, 'categories' | 'consent'> & { categories: string[]; consent: string | false };

const empty = (lang: SubscribeInput['lang']): FormValues => ({
  fullName: '',
  email: '',
  country: '',
  occupation: '',
  jobTitle: '',
  industry: '',
  categories: [...ALERT_CATEGORIES],
  consent: false,
  lang,
});

// yup and the shared schema load on first use (see lazyResolver).
const validation = lazyResolver(() =>
  import('./newsletter-resolvers').then((module) => module.subscribeFormResolver as unknown as Resolver<FormValues>),
);

/**
 * The newsletter sign-up of /receiveemails; its texts come translated from the page.
 * Pages render it through deferred-forms.tsx, so react-hook-form is not first-load JavaScript.
 */
export function NewsletterForm({ labels }: { labels: NewsletterFormLabels }) {
  const { behaviour, field } = useEmailForm({
    call: 'subscribe',
    empty: empty(labels.alerts.lang),
    validation,
    messages: {
      success: labels.success,
      successDetail: labels.confirmByLink,
      fail: labels.fail,
      failure: labels.errorGeneric,
      errors: labels.errors,
    },
  });
  return <NewsletterFormView labels={labels} behaviour={behaviour} field={(name) => field(name)} />;
}
