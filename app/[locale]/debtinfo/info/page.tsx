import { BondTable } from '@/components/debt/bond-table';
import { framedPage } from '@/components/layout/framed-page';
import { getBonds } from '@/lib/content/bonds';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('debtInfo');
export default framedPage('debtInfo', ({ locale }) => <BondTable bonds={getBonds(locale)} locale={locale} />);
