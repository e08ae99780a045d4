import { framedPage } from '@/components/layout/framed-page';
import { DividendPayments } from '@/components/basic-info/dividend-payments';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('dividendPayment');
export default framedPage('dividendPayment', DividendPayments);
