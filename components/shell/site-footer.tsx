import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { loadCompanyFacts } from '@/lib/backend';
import { pages } from '@/lib/site';
import styles from './site-footer.module.css';

const socialNetworks = ['facebook', 'youtube', 'line', 'linkedin'] as const;

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations('Footer');
  const company = await loadCompanyFacts(locale);

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-ir">
          <h2 id="footer-ir" className={styles.heading}>
            {t('irTeam')}
          </h2>
          <p className={styles.company}>{company.name}</p>
          <address className={styles.address}>
            <span>{company.contactAddress}</span>
            <span>
              {t('phone')}: <a href={`tel:${company.irPhone.replaceAll('-', '')}`}>{company.irPhone}</a>
            </span>
            <span>
              {t('fax')}: {company.irFax}
            </span>
            <span>
              {t('email')}: <a href={`mailto:${company.irEmail}`}>{company.irEmail}</a>
            </span>
          </address>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('follow')}
          </h2>
          <ul className={styles.social}>
            {socialNetworks.map((network) => (
              <li key={network}>
                <a href={company.social[network]} target="_blank" rel="noopener noreferrer">
                  {t(`social.${network}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-subscribe">
          <h2 id="footer-subscribe" className={styles.heading}>
            {t('subscribeTitle')}
          </h2>
          <Link prefetch={false} href={localizePath(pages.receiveEmails, locale)} className={styles.subscribe}>
            {t('subscribe')}
          </Link>
        </section>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>{t('copyright', { year: String(new Date().getFullYear()), company: company.name })}</p>
        <p>{t('demoNote')}</p>
        <p>
          <Link prefetch={false} href={localizePath(pages.privacy, locale)}>
            {t('privacy')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
