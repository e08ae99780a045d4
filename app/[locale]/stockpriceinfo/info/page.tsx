import { framedPage } from '@/components/layout/framed-page';
import { StockQuote } from '@/components/stock/stock-quote';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('stockInfo');
export default framedPage('stockInfo', StockQuote);
