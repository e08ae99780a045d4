import { framedPage } from '@/components/layout/framed-page';
import { StockCalculator } from '@/components/stock/stock-calculator';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('stockCalculator');
export default framedPage('stockCalculator', StockCalculator);
