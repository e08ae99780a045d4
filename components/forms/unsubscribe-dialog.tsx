'use client';

import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UnsubscribeInput } from '@/lib/validation/newsletter';
import { showAlert } from '@/components/alerts/alerts';
import { errorText } from './error-text';
import { Field } from './field';
import type { UnsubscribeLabels } from './form-labels';
import { FormShell, UnsubscribeLine } from './form-views';
import { lazyResolver } from './lazy-resolver';
import { ModalDialog } from './modal-dialog';
import { isSuccessReply, sendEmailRequest } from './send-request';
import { useHydrated } from './use-hydrated';
import styles from './forms.module.css';

const EMPTY: UnsubscribeInput = { email: '' };

// yup and the shared schema load on first use (see lazyResolver); opening the modal focuses its field, which starts the download.
const validation = lazyResolver(() => import('./newsletter-resolvers').then((module) => module.unsubscribeResolver));

/**
 * The line below the sign-up form and the unsubscribe modal it opens (SPEC §2, §4, §8); texts come from the page.
 * Pages render it through deferred-forms.tsx, so react-hook-form is not first-load JavaScript.
 */
export function UnsubscribeDialog({ labels }: { labels: UnsubscribeLabels }) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  // In the server HTML and until hydration there is no handler: the opener stays disabled, as in the static copy.
  const hydrated = useHydrated();

  const close = () => {
    setOpen(false);
    openerRef.current?.focus();
  };

  return (
    <>
      <UnsubscribeLine labels={labels} onOpen={hydrated ? () => setOpen(true) : undefined} openerRef={openerRef} />
      {open && (
        <ModalDialog title={labels.title} closeLabel={labels.close} onClose={close}>
          <UnsubscribeForm labels={labels} onDone={close} />
        </ModalDialog>
      )}
    </>
  );
}

function UnsubscribeForm({ labels, onDone }: { labels: UnsubscribeLabels; onDone: () => void }) {
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UnsubscribeInput>({ resolver: validation.resolver, defaultValues: EMPTY });

  const send = async (values: UnsubscribeInput) => {
    try {
      const reply = await sendEmailRequest('unsubscribe', values);
      if (isSuccessReply('unsubscribe', reply)) {
        reset(EMPTY);
        onDone();
        showAlert({ kind: 'success', message: labels.success });
      } else {
        showAlert({ kind: 'error', message: labels.fail });
      }
    } catch {
      showAlert({ kind: 'error', message: labels.errorGeneric });
    }
  };

  return (
    <FormShell
      behaviour={{ onSubmit: handleSubmit(send), onInteract: validation.warm, ready: hydrated, busy: isSubmitting }}
      submitLabel={labels.submit}
    >
      <p className={styles.note}>{labels.description}</p>
      <Field
        label={labels.email}
        starred
        type="email"
        registration={register('email')}
        error={errorText(labels.errors, errors.email?.message)}
        autoComplete="email"
      />
    </FormShell>
  );
}
