import { framedPage } from '@/components/layout/framed-page';
import { PriceRetrospect } from '@/components/stock/price-retrospect';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('stockRetrospect');
export default framedPage('stockRetrospect', PriceRetrospect);
