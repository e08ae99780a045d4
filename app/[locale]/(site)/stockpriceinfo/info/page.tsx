import { framedPage } from '@/components/layout/framed-page';
import { StockQuote } from '@/components/stock/stock-quote';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('stockInfo');
export default framedPage('stockInfo', StockQuote);
