import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/lists/empty-state';
import { getAnalysisExplanation, getFinancialStatements } from '@/lib/backend';
import { MAX_ZIP_FILES, documentsZipAction, documentsByYear, fileNameOf } from '@/lib/downloads';
import { displayYear } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { DocumentPicker } from './document-picker';

const QUARTERS = [1, 2, 3, 4];

/** Every statement and MD&A PDF by year and quarter, to open one by one or choose and download as one ZIP. */
export async function DocumentDownloads({ locale }: { locale: Locale }) {
  const [statements, analyses, t, tLists] = await Promise.all([
    getFinancialStatements(locale),
    getAnalysisExplanation(locale),
    getTranslations('DownloadDocuments'),
    getTranslations('Lists'),
  ]);
  const kinds = [t('statements'), t('mdna')];
  const years = documentsByYear([statements || [], analyses || []]).map(({ year, documents }) => {
    const yearLabel = displayYear(year, locale);
    return {
      year,
      caption: t('yearCaption', { year: yearLabel }),
      chooseAllLabel: t('chooseAllOfYear', { year: yearLabel }),
      documents: documents.map((document) => ({
        id: `${document.kind}-${year}-${document.quarter}`,
        kind: document.kind,
        quarter: document.quarter,
        href: document.href,
        name: t('downloadFile', { kind: kinds[document.kind], quarter: String(document.quarter), year: yearLabel }),
        fileName: fileNameOf(document.href),
      })),
    };
  });

  return (
    <>
      <p>{t('intro')}</p>
      {years.length === 0 ? (
        <EmptyState>{tLists('noItems')}</EmptyState>
      ) : (
        <DocumentPicker
          years={years}
          zip={{ action: documentsZipAction(locale), maxFiles: MAX_ZIP_FILES }}
          labels={{
            kind: t('kind'),
            kinds,
            quarters: QUARTERS.map((quarter) => t('quarter', { quarter: String(quarter) })),
            open: tLists('download'),
            newTab: tLists('newTab'),
            notAvailable: t('notAvailable'),
            chosen: t('chosen'),
            noneChosen: t('noneChosen'),
            downloadAll: t('downloadAll'),
            clearChoice: t('clearChoice'),
            downloadZip: t('downloadZip'),
            zipHint: t('zipHint'),
            tooManyChosen: t('tooManyChosen', { max: String(MAX_ZIP_FILES) }),
          }}
        />
      )}
    </>
  );
}
