import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { alertSubscriberOfLink } from '@/lib/backend';
import { ALERT_CATEGORIES } from '@/lib/email-alerts';
import styles from './email-alerts.module.css';
import { LinkPageForm, LinkPageNotice } from './link-page';

const RESULTS = ['saved', 'empty', 'invalid', 'error', 'unsubscribed'] as const;

/**
 * The page of the visible unsubscribe link of every alert (GET of /receiveemails/preferences?token=…):
 * the categories to change, and a button that unsubscribes. Both are plain form POSTs (no JavaScript).
 */
export async function AlertPreferences({ locale, query }: PageContext<'alertPreferences'>) {
  const t = await getTranslations('EmailAlerts.preferences');
  const tCategories = await getTranslations('EmailAlerts.categories');
  const token = typeof query.token === 'string' ? query.token : undefined;
  const result = RESULTS.find((one) => one === query.result);
  if (result === 'unsubscribed') {
    return <LinkPageNotice locale={locale} status notice={t('unsubscribed')} signUp={t('signUp')} />;
  }
  if (!token) {
    return <LinkPageNotice locale={locale} notice={t('missing')} signUp={t('signUp')} />;
  }
  const subscriber = await alertSubscriberOfLink(token);
  if (subscriber === null || subscriber === 'unavailable') {
    return (
      <LinkPageNotice locale={locale} notice={t(subscriber === null ? 'invalid' : 'error')} signUp={t('signUp')} />
    );
  }
  return (
    <div className={styles.layout}>
      <p className={styles.lead}>{t('address', { email: subscriber.email })}</p>
      {result && result !== 'invalid' && (
        <p className={styles.notice} role="status">
          {t(result)}
        </p>
      )}
      <LinkPageForm action="/api/email-alerts/preferences" fields={{ token, lang: locale }}>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('categories')}</legend>
          {ALERT_CATEGORIES.map((category) => (
            <label key={category} className={styles.choice}>
              <input
                type="checkbox"
                name="categories"
                value={category}
                defaultChecked={subscriber.categories.includes(category)}
              />
              {tCategories(category)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t('save')}
        </button>
      </LinkPageForm>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('unsubscribeHeading')}</h2>
        <p>{t('unsubscribeText')}</p>
        <LinkPageForm
          action={`/api/email-alerts/unsubscribe?token=${encodeURIComponent(token)}`}
          fields={{ from: 'page', lang: locale }}
        >
          <button type="submit" className="button">
            {t('unsubscribe')}
          </button>
        </LinkPageForm>
      </section>
    </div>
  );
}
