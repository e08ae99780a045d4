'use client';

import { useRef, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import type { UnsubscribeInput } from '@/lib/validation';
import { Field } from './field';
import type { UnsubscribeLabels } from './form-labels';
import { FormShell, UnsubscribeLine } from './form-views';
import { lazyResolver } from './lazy-resolver';
import { useEmailForm } from './use-email-form';
import { useHydrated } from '@/components/hooks/use-hydrated';
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

  // The dialog gives the focus back to the line once it has gone.
  const close = () => setOpen(false);

  return (
    <>
      <UnsubscribeLine labels={labels} onOpen={hydrated ? () => setOpen(true) : undefined} openerRef={openerRef} />
      {open && (
        <Dialog title={labels.title} closeLabel={labels.close} onClose={close} returnFocusTo={openerRef}>
          <UnsubscribeForm labels={labels} onDone={close} />
        </Dialog>
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
