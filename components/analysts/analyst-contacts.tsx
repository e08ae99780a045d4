import { getTranslations } from 'next-intl/server';
import { DownloadLinks } from '@/components/downloads/download-links';
import { ScrollTable } from '@/components/tables/table-scroll';
import { EmptyState } from '@/components/lists/empty-state';
import { getAnalystContacts, loadCompanyFacts } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';

/** The analysts who cover the stock, as the IR team keeps them: securities company, analyst, e-mail; with their downloads. */
export async function AnalystContacts({ locale }: { locale: Locale }) {
  const [t, company, contacts] = await Promise.all([
    getTranslations('Analysts'),
    loadCompanyFacts(locale),
    getAnalystContacts(locale),
  ]);
  const caption = t('caption', { symbol: company.symbol });
  if (!contacts) {
    return (
      <>
        <DownloadLinks table="analyst-contacts" locale={locale} />
        <EmptyState>{t('unavailable')}</EmptyState>
      </>
    );
  }

  return (
    <>
      <DownloadLinks table="analyst-contacts" locale={locale} />
      <ScrollTable caption={caption}>
        <thead>
          <tr>
            <th scope="col">{t('company')}</th>
            <th scope="col">{t('analyst')}</th>
            <th scope="col">{t('email')}</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.position}>
              <th scope="row">{contact.securities_company}</th>
              <td>{contact.analyst_name}</td>
              <td>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}
