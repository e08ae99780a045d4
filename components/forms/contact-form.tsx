'use client';

import { useForm } from 'react-hook-form';
import type { ContactInput } from '@/lib/validation/contact';
import { showAlert } from '@/components/alerts/alerts';
import { errorText } from './error-text';
import type { ContactFormLabels } from './form-labels';
import { ContactFormView } from './form-views';
import { lazyResolver } from './lazy-resolver';
import { isSuccessReply, sendEmailRequest } from './send-request';
import { useHydrated } from './use-hydrated';

const EMPTY: ContactInput = { name: '', surname: '', phone: '', fax: '', address: '', message: '' };

// yup and the shared schema load on first use (see lazyResolver).
const validation = lazyResolver(() => import('./contact-resolver').then((module) => module.contactResolver));

/**
 * The enquiry form of /informationinfo (SPEC §2, §5, §8); its texts come translated from the page.
 * Pages render it through deferred-forms.tsx, so react-hook-form is not first-load JavaScript.
 */
export function ContactForm({ labels }: { labels: ContactFormLabels }) {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver: validation.resolver, defaultValues: EMPTY });

  const send = async (values: ContactInput) => {
    try {
      const reply = await sendEmailRequest('contact', values);
      if (isSuccessReply('contact', reply)) {
        reset(EMPTY);
        showAlert({ kind: 'success', message: labels.success, confirmLabel: labels.submit });
      } else {
        showAlert({ kind: 'error', message: labels.fail });
      }
    } catch {
      showAlert({ kind: 'error', message: labels.errorprocessing });
    }
  };

  return (
    <ContactFormView
      labels={labels}
      behaviour={{ onSubmit: handleSubmit(send), onInteract: validation.warm, ready: hydrated, busy: isSubmitting }}
      field={(name) => ({ registration: register(name), error: errorText(labels.errors, errors[name]?.message) })}
    />
  );
}
