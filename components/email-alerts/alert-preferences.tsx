import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { alertSubscriberOfLink } from '@/lib/backend';
import { ALERT_CATEGORIES } from '@/lib/email-alerts';
import { localizePath } from '@/lib/i18n';
import { pages } from '@/lib/site';
import styles from './email-alerts.module.css';

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
  const signUp = (
    <p>
      <Link prefetch={false} href={localizePath(pages.receiveEmails, locale)}>
        {t('signUp')}
      </Link>
    </p>
  );
  if (result === 'unsubscribed') {
    return (
      <div className={styles.layout}>
        <p className={styles.notice} role="status">
          {t('unsubscribed')}
        </p>
        {signUp}
      </div>
    );
  }
  if (!token) {
    return (
      <div className={styles.layout}>
        <p className={styles.notice}>{t('missing')}</p>
        {signUp}
      </div>
    );
  }
  const subscriber = await alertSubscriberOfLink(token);
  if (subscriber === null || subscriber === 'unavailable') {
    return (
      <div className={styles.layout}>
        <p className={styles.notice}>{t(subscriber === null ? 'invalid' : 'error')}</p>
        {signUp}
      </div>
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
      <form method="post" action="/api/email-alerts/preferences" className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={locale} />
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
      </form>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('unsubscribeHeading')}</h2>
        <p>{t('unsubscribeText')}</p>
        <form
          method="post"
          action={`/api/email-alerts/unsubscribe?token=${encodeURIComponent(token)}`}
          className={styles.form}
        >
          <input type="hidden" name="from" value="page" />
          <input type="hidden" name="lang" value={locale} />
          <button type="submit" className="button">
            {t('unsubscribe')}
          </button>
        </form>
      </section>
    </div>
  );
}
