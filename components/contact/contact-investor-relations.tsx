import { getTranslations } from 'next-intl/server';
import { DeferredContactForm } from '@/components/forms/deferred-forms';
import { contactFormLabels } from '@/components/forms/form-labels';
import { loadCompanyFacts } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import styles from './contact-investor-relations.module.css';

/** Digits only, for tel: links ("02-123-4567" dials as 021234567). */
const dialable = (number: string) => number.replace(/[^\d+]/g, '');

/** The contact form beside the IR team's phone, fax, e-mail and address. */
export async function ContactInvestorRelations({ locale }: { locale: Locale }) {
  const t = await getTranslations('Information.contact');
  // The form gets its texts translated here: no message catalogue or formatter goes to the browser.
  const formLabels = contactFormLabels(await getTranslations());
  const company = await loadCompanyFacts(locale);

  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        <DeferredContactForm labels={formLabels} />
      </div>
      <aside className={styles.contact} aria-labelledby="ir-contact-heading">
        <h2 id="ir-contact-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        <p className={styles.intro}>{t('intro')}</p>
        <dl className={styles.details}>
          <div>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${dialable(company.irPhone)}`}>{company.irPhone}</a>
            </dd>
          </div>
          <div>
            <dt>{t('fax')}</dt>
            <dd>{company.irFax}</dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${company.irEmail}`}>{company.irEmail}</a>
            </dd>
          </div>
        </dl>
        <p className={styles.address}>{company.contactAddress}</p>
      </aside>
    </div>
  );
}
