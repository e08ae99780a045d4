import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { loadCompanyFacts } from '@/lib/backend';
import { PRIVACY_NOTICE_VERSION } from '@/lib/email-alerts';
import { localizePath } from '@/lib/i18n';
import { pages } from '@/lib/site';
import styles from './email-alerts.module.css';

/**
 * The privacy notice of the e-mail alerts (PDPA): what is collected, why, for how long, how to withdraw.
 * Its version is stored in every consent record (lib/email-alerts/privacy-notice.ts).
 */
export async function PrivacyNotice({ locale }: PageContext<'privacy'>) {
  const t = await getTranslations('PrivacyNotice');
  const company = await loadCompanyFacts(locale);
  const section = (heading: string, items: string[]) => (
    <section className={styles.section}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className={styles.layout}>
      <p className={styles.lead}>{t('intro', { company: company.shortName })}</p>
      <p className={styles.small}>{t('version', { version: PRIVACY_NOTICE_VERSION })}</p>
      {section(t('collect.heading'), [
        t('collect.details'),
        t('collect.choices'),
        t('collect.consent'),
        t('collect.deliveries'),
        t('collect.network'),
      ])}
      {section(t('why.heading'), [t('why.alerts'), t('why.details'), t('why.consent')])}
      <p>{t('basis')}</p>
      {section(t('keep.heading'), [
        t('keep.request'),
        t('keep.subscriber'),
        t('keep.consent'),
        t('keep.deliveries'),
        t('keep.mail'),
        t('keep.staff'),
      ])}
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('withdraw.heading')}</h2>
        <p>{t('withdraw.text')}</p>
        <p>
          <Link prefetch={false} href={localizePath(pages.receiveEmails, locale)}>
            {t('withdraw.link')}
          </Link>
        </p>
      </section>
      {section(t('vitals.heading'), [t('vitals.what'), t('vitals.none'), t('vitals.keep')])}
      {section(t('reading.heading'), [t('reading.what'), t('reading.none'), t('reading.keep')])}
      {section(t('questions.heading'), [t('questions.what'), t('questions.keep')])}
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('rights.heading')}</h2>
        <p>{t('rights.text', { email: company.irEmail })}</p>
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('controller.heading')}</h2>
        <p>
          {t('controller.text', {
            name: company.name,
            address: company.contactAddress,
            email: company.irEmail,
            phone: company.irPhone,
          })}
        </p>
      </section>
    </div>
  );
}
