import { getTranslations } from 'next-intl/server';
import { DownloadLinks } from '@/components/downloads/download-links';
import { ScrollTable } from '@/components/tables/table-scroll';
import { getAnalystContacts } from '@/lib/content';
import { loadCompanyFacts } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';

/** The analysts who cover the stock: securities company, analyst, e-mail; with their downloads. */
export async function AnalystContacts({ locale }: { locale: Locale }) {
  const t = await getTranslations('Analysts');
  const caption = t('caption', { symbol: (await loadCompanyFacts(locale)).symbol });

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
          {getAnalystContacts(locale).map((contact) => (
            <tr key={contact.email}>
              <th scope="row">{contact.company}</th>
              <td>{contact.analyst}</td>
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
