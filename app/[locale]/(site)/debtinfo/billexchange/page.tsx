import { framedPage } from '@/components/layout/framed-page';
import { BillExchange } from '@/components/debt/bill-exchange';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('billExchange');
export default framedPage('billExchange', BillExchange);
