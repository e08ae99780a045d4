import { BondTable } from '@/components/debt/bond-table';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('debtInfo');
export default framedPage('debtInfo', ({ locale }) => <BondTable locale={locale} />);
