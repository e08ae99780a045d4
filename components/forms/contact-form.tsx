'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { contactSchema, type ContactInput } from '@/lib/validation/contact';
import { showAlert } from '@/components/alerts/alerts';
import { Field } from './field';
import { isSuccessReply, sendEmailRequest } from './send-request';
import { useHydrated } from './use-hydrated';
import styles from './forms.module.css';

const EMPTY: ContactInput = { name: '', surname: '', phone: '', fax: '', address: '', message: '' };

/** The enquiry form of /informationinfo (SPEC §2, §5, §8). */
export function ContactForm() {
  const t = useTranslations('information.form');
  // The shared schema's messages are full catalogue keys (information.form.error.*).
  const tKey = useTranslations();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({ resolver: yupResolver(contactSchema), defaultValues: EMPTY });

  const errorOf = (field: keyof ContactInput) => {
    const key = errors[field]?.message;
    return key ? tKey(key) : undefined;
  };

  const send = async (values: ContactInput) => {
    try {
      const reply = await sendEmailRequest('contact', values);
      if (isSuccessReply('contact', reply)) {
        reset(EMPTY);
        showAlert({ kind: 'success', message: t('success'), confirmLabel: t('submit') });
      } else {
        showAlert({ kind: 'error', message: t('fail') });
      }
    } catch {
      showAlert({ kind: 'error', message: t('errorprocessing') });
    }
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(send)} className={styles.form} aria-busy={isSubmitting}>
      <h2 className={styles.heading}>{t('heading')}</h2>
      <p className={styles.note}>{t('requiredNote')}</p>
      <div className={styles.fields}>
        <Field label={t('firstName')} starred registration={register('name')} error={errorOf('name')} autoComplete="given-name" />
        <Field label={t('lastName')} starred registration={register('surname')} error={errorOf('surname')} autoComplete="family-name" />
        <Field label={t('phone')} starred type="tel" inputMode="numeric" registration={register('phone')} error={errorOf('phone')} autoComplete="tel" />
        <Field label={t('fax')} starred type="tel" inputMode="numeric" registration={register('fax')} error={errorOf('fax')} autoComplete="off" />
        <Field label={t('address')} starred multiline registration={register('address')} error={errorOf('address')} autoComplete="street-address" />
        <Field label={t('message')} multiline registration={register('message')} error={errorOf('message')} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={!hydrated || isSubmitting}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
