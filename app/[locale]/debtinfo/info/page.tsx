import { PageFrame } from '@/components/layout/page-frame';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('debtInfo');

export default async function DebtInfoPage({ params }: LocaleParams) {
  await resolveLocale(params);
  // Placeholder body: the page's own issue fills it in.
  return <PageFrame page="debtInfo" />;
}
