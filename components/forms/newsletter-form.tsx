'use client';

import type { SubscribeInput } from '@/lib/validation/newsletter';
import type { NewsletterFormLabels } from './form-labels';
import { NewsletterFormView } from './form-views';
import { lazyResolver } from './lazy-resolver';
import { useEmailForm } from './use-email-form';

const EMPTY: SubscribeInput = { fullName: '', email: '', country: '', occupation: '', jobTitle: '', industry: '' };

// yup and the shared schema load on first use (see lazyResolver).
const validation = lazyResolver(() => import('./newsletter-resolvers').then((module) => module.subscribeResolver));

/**
 * The newsletter sign-up of /receiveemails (SPEC §2, §5, §8); its texts come translated from the page.
 * Pages render it through deferred-forms.tsx, so react-hook-form is not first-load JavaScript.
 */
export function NewsletterForm({ labels }: { labels: NewsletterFormLabels }) {
  const { behaviour, field } = useEmailForm({
    call: 'subscribe',
    empty: EMPTY,
    validation,
    messages: { success: labels.success, fail: labels.fail, failure: labels.errorGeneric, errors: labels.errors },
  });
  return <NewsletterFormView labels={labels} behaviour={behaviour} field={field} />;
}
