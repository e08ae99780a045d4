import { framedPage } from '@/components/layout/framed-page';
import { SearchPage } from '@/components/search/search-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('search');
export default framedPage('search', SearchPage);
