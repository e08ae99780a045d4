import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { loadCompanyFacts } from '@/lib/backend';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';
import styles from './home.module.css';

/** The IR team's phone, fax, e-mail and address, and the e-mail alert sign-up. */
export async function IrContact({ locale }: { locale: Locale }) {
  const t = await getTranslations('Home.contact');
  const company = await loadCompanyFacts(locale);

  return (
    <section className={`container ${styles.section} ${styles.contactGrid}`} aria-labelledby="home-contact-title">
      <div className={styles.contactCard}>
        <h2 id="home-contact-title">{t('title')}</h2>
        <address className={styles.address}>
          <p>{company.contactAddress}</p>
          <dl className={styles.contactList}>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${company.irPhone.replace(/-/g, '')}`}>{company.irPhone}</a>
            </dd>
            <dt>{t('fax')}</dt>
            <dd>{company.irFax}</dd>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${company.irEmail}`}>{company.irEmail}</a>
            </dd>
          </dl>
        </address>
        <Link prefetch={false} href={localizePath(pages.contact, locale)} className={styles.more}>
          {t('form')}
        </Link>
      </div>
      <div className={styles.subscribe}>
        <h2>{t('subscribeTitle')}</h2>
        <p>{t('subscribeBody')}</p>
        <Link prefetch={false} href={localizePath(pages.receiveEmails, locale)} className="button">
          {t('subscribe')}
        </Link>
      </div>
    </section>
  );
}
