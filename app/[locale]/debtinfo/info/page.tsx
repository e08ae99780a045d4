import { BondTable } from '@/components/debt/bond-table';
import { PageFrame } from '@/components/layout/page-frame';
import { getBonds } from '@/lib/content/bonds';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('debtInfo');

export default async function DebtInfoPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <PageFrame page="debtInfo">
      <BondTable bonds={getBonds(locale)} locale={locale} />
    </PageFrame>
  );
}
