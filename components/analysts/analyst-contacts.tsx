import { getTranslations } from 'next-intl/server';
import { DownloadLinks } from '@/components/downloads/download-links';
import { TableSections, type DataColumn } from '@/components/tables/data-table';
import { ScrollTable } from '@/components/tables/table-scroll';
import { EmptyState } from '@/components/lists/empty-state';
import { getAnalystContacts, loadCompanyFacts } from '@/lib/backend';
import type { AnalystContact } from '@/lib/contract';
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

  const columns: DataColumn<AnalystContact>[] = [
    { key: 'company', header: t('company'), rowHeader: true, cell: (contact) => contact.securities_company },
    { key: 'analyst', header: t('analyst'), cell: (contact) => contact.analyst_name },
    { key: 'email', header: t('email'), cell: (contact) => <a href={`mailto:${contact.email}`}>{contact.email}</a> },
  ];

  return (
    <>
      <DownloadLinks table="analyst-contacts" locale={locale} />
      <ScrollTable caption={caption}>
        <TableSections columns={columns} rows={contacts} rowKey={(contact) => contact.position} />
      </ScrollTable>
    </>
  );
}
