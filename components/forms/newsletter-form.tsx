'use client';

import { useForm } from 'react-hook-form';
import type { SubscribeInput } from '@/lib/validation/newsletter';
import { showAlert } from '@/components/alerts/alerts';
import { errorText } from './error-text';
import type { NewsletterFormLabels } from './form-labels';
import { NewsletterFormView } from './form-views';
import { lazyResolver } from './lazy-resolver';
import { isSuccessReply, sendEmailRequest } from './send-request';
import { useHydrated } from './use-hydrated';

const EMPTY: SubscribeInput = { fullName: '', email: '', country: '', occupation: '', jobTitle: '', industry: '' };

// yup and the shared schema load on first use (see lazyResolver).
const validation = lazyResolver(() => import('./newsletter-resolvers').then((module) => module.subscribeResolver));

/**
 * The newsletter sign-up of /receiveemails (SPEC §2, §5, §8); its texts come translated from the page.
 * Pages render it through deferred-forms.tsx, so react-hook-form is not first-load JavaScript.
 */
export function NewsletterForm({ labels }: { labels: NewsletterFormLabels }) {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeInput>({ resolver: validation.resolver, defaultValues: EMPTY });

  const send = async (values: SubscribeInput) => {
    try {
      const reply = await sendEmailRequest('subscribe', values);
      if (isSuccessReply('subscribe', reply)) {
        reset(EMPTY);
        showAlert({ kind: 'success', message: labels.success });
      } else {
        showAlert({ kind: 'error', message: labels.fail });
      }
    } catch {
      showAlert({ kind: 'error', message: labels.errorGeneric });
    }
  };

  return (
    <NewsletterFormView
      labels={labels}
      behaviour={{ onSubmit: handleSubmit(send), onInteract: validation.warm, ready: hydrated, busy: isSubmitting }}
      field={(name) => ({ registration: register(name), error: errorText(labels.errors, errors[name]?.message) })}
    />
  );
}
