import { BondTable } from '@/components/debt/bond-table';
import { framedPage } from '@/components/layout/framed-page';
import { getBonds } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('debtInfo');
export default framedPage('debtInfo', ({ locale }) => <BondTable bonds={getBonds(locale)} locale={locale} />);
