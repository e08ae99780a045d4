'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { unsubscribeSchema, type UnsubscribeInput } from '@/lib/validation/newsletter';
import { showAlert } from '@/components/alerts/alerts';
import { Field } from './field';
import { ModalDialog } from './modal-dialog';
import { isSuccessReply, sendEmailRequest } from './send-request';
import { useHydrated } from './use-hydrated';
import styles from './forms.module.css';
import lineStyles from './unsubscribe-dialog.module.css';

const EMPTY: UnsubscribeInput = { email: '' };

/** The line below the sign-up form and the unsubscribe modal it opens (SPEC §2, §4, §8). */
export function UnsubscribeDialog() {
  const t = useTranslations('receiveEmails');
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    openerRef.current?.focus();
  };

  return (
    <>
      <p className={lineStyles.line}>
        {t('unsubscribe.prompt')}{' '}
        <button ref={openerRef} type="button" className={lineStyles.opener} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('unsubscribe.open')}
        </button>
      </p>
      {open && (
        <ModalDialog title={t('unsubscribe.title')} closeLabel={t('unsubscribe.close')} onClose={close}>
          <UnsubscribeForm onDone={close} />
        </ModalDialog>
      )}
    </>
  );
}

function UnsubscribeForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('receiveEmails');
  const tKey = useTranslations();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UnsubscribeInput>({ resolver: yupResolver(unsubscribeSchema), defaultValues: EMPTY });

  const send = async (values: UnsubscribeInput) => {
    try {
      const reply = await sendEmailRequest('unsubscribe', values);
      if (isSuccessReply('unsubscribe', reply)) {
        reset(EMPTY);
        onDone();
        showAlert({ kind: 'success', message: t('form.unsubscribeSuccess') });
      } else {
        showAlert({ kind: 'error', message: t('form.unsubscribeFail') });
      }
    } catch {
      showAlert({ kind: 'error', message: t('form.errorGeneric') });
    }
  };

  const emailError = errors.email?.message;
  return (
    <form method="post" noValidate onSubmit={handleSubmit(send)} className={styles.form} aria-busy={isSubmitting}>
      <p className={styles.note}>{t('unsubscribe.description')}</p>
      <Field
        label={t('unsubscribe.email')}
        starred
        type="email"
        registration={register('email')}
        error={emailError ? tKey(emailError) : undefined}
        autoComplete="email"
      />
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={!hydrated || isSubmitting}>
          {t('unsubscribe.submit')}
        </button>
      </div>
    </form>
  );
}
