'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { subscribeSchema, type SubscribeInput } from '@/lib/validation/newsletter';
import { showAlert } from '@/components/alerts/alerts';
import { Field } from './field';
import { isSuccessReply, sendEmailRequest } from './send-request';
import { useHydrated } from './use-hydrated';
import styles from './forms.module.css';

const EMPTY: SubscribeInput = { fullName: '', email: '', country: '', occupation: '', jobTitle: '', industry: '' };

/** The newsletter sign-up of /receiveemails (SPEC §2, §5, §8). */
export function NewsletterForm() {
  const t = useTranslations('receiveEmails.form');
  const tKey = useTranslations();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeInput>({ resolver: yupResolver(subscribeSchema), defaultValues: EMPTY });

  const errorOf = (field: keyof SubscribeInput) => {
    const key = errors[field]?.message;
    return key ? tKey(key) : undefined;
  };

  const send = async (values: SubscribeInput) => {
    try {
      const reply = await sendEmailRequest('subscribe', values);
      if (isSuccessReply('subscribe', reply)) {
        reset(EMPTY);
        showAlert({ kind: 'success', message: t('success') });
      } else {
        showAlert({ kind: 'error', message: t('fail') });
      }
    } catch {
      showAlert({ kind: 'error', message: t('errorGeneric') });
    }
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(send)} className={styles.form} aria-busy={isSubmitting}>
      <h2 className={styles.heading}>{t('heading')}</h2>
      <p className={styles.note}>{t('requiredNote')}</p>
      <div className={styles.fields}>
        <Field label={t('fullName')} starred registration={register('fullName')} error={errorOf('fullName')} autoComplete="name" />
        <Field label={t('email')} starred type="email" registration={register('email')} error={errorOf('email')} autoComplete="email" />
        <Field label={t('country')} starred registration={register('country')} error={errorOf('country')} autoComplete="country-name" />
        <Field label={t('occupation')} starred registration={register('occupation')} error={errorOf('occupation')} />
        <Field label={t('jobTitle')} starred registration={register('jobTitle')} error={errorOf('jobTitle')} autoComplete="organization-title" />
        <Field label={t('industry')} starred registration={register('industry')} error={errorOf('industry')} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={!hydrated || isSubmitting}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
