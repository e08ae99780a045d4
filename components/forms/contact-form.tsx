'use client';

import type { ContactInput } from '@/lib/validation';
import type { ContactFormLabels } from './form-labels';
import { ContactFormView } from './form-views';
import { lazyResolver } from './lazy-resolver';
import { useEmailForm } from './use-email-form';

const EMPTY: ContactInput = { name: '', surname: '', phone: '', fax: '', address: '', message: '' };

// yup and the shared schema load on first use (see lazyResolver).
const validation = lazyResolver(() => import('./contact-resolver').then((module) => module.contactResolver));

/**
 * The enquiry form of /informationinfo; its texts come translated from the page.
 * Pages render it through deferred-forms.tsx, so react-hook-form is not first-load JavaScript.
 */
export function ContactForm({ labels }: { labels: ContactFormLabels }) {
  const { behaviour, field } = useEmailForm({
    call: 'contact',
    empty: EMPTY,
    validation,
    messages: {
      success: labels.success,
      successConfirm: labels.submit,
      fail: labels.fail,
      failure: labels.errorprocessing,
      errors: labels.errors,
    },
  });
  return <ContactFormView labels={labels} behaviour={behaviour} field={field} />;
}
