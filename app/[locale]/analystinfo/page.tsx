import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { TableScroll, tableStyles } from '@/components/tables/table-scroll';
import { getAnalystContacts } from '@/lib/content/analyst-contacts';
import { getCompanyFacts } from '@/lib/content/company';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('analysts');

export default async function AnalystsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('Analysts');
  const caption = t('caption', { symbol: getCompanyFacts(locale).symbol });

  return (
    <PageFrame page="analysts">
      <TableScroll label={caption}>
        <table className={tableStyles.table}>
          <caption>{caption}</caption>
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
        </table>
      </TableScroll>
    </PageFrame>
  );
}
