import { getTranslations } from 'next-intl/server';
import { DocumentTable } from '@/components/basic-info/document-table';
import { PageFrame } from '@/components/layout/page-frame';
import { getWarrantDocuments } from '@/lib/content/warrant-documents';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('warrantHolders');

export default async function WarrantHoldersPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const [t, tLists] = await Promise.all([getTranslations('Warrants'), getTranslations('Lists')]);

  return (
    <PageFrame page="warrantHolders">
      <DocumentTable
        caption={t('caption')}
        rows={getWarrantDocuments(locale).map((document) => ({
          key: document.id,
          title: document.title,
          href: document.url,
        }))}
        labels={{
          number: t('number'),
          document: t('document'),
          download: tLists('download'),
          newTab: tLists('newTab'),
        }}
      />
    </PageFrame>
  );
}
