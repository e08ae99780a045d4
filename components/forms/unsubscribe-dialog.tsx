'use client';

import { useRef, useState } from 'react';
import type { UnsubscribeInput } from '@/lib/validation/newsletter';
import { Field } from './field';
import type { UnsubscribeLabels } from './form-labels';
import { FormShell, UnsubscribeLine } from './form-views';
import { lazyResolver } from './lazy-resolver';
import { ModalDialog } from './modal-dialog';
import { useEmailForm } from './use-email-form';
import { useHydrated } from './use-hydrated';
import styles from './forms.module.css';

const EMPTY: UnsubscribeInput = { email: '' };

// yup and the shared schema load on first use (see lazyResolver); opening the modal focuses its field, which starts the download.
const validation = lazyResolver(() => import('./newsletter-resolvers').then((module) => module.unsubscribeResolver));

/**
 * The line below the sign-up form and the unsubscribe modal it opens; texts come from the page.
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
  const { behaviour, field } = useEmailForm({
    call: 'unsubscribe',
    empty: EMPTY,
    validation,
    messages: { success: labels.success, fail: labels.fail, failure: labels.errorGeneric, errors: labels.errors },
    onSent: onDone,
  });

  return (
    <FormShell behaviour={behaviour} submitLabel={labels.submit}>
      <p className={styles.note}>{labels.description}</p>
      <Field label={labels.email} starred type="email" {...field('email')} autoComplete="email" />
    </FormShell>
  );
}
