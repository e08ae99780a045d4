import { framedPage } from '@/components/layout/framed-page';
import { NewsTab } from '@/components/news/news-tab';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('newsMedia');
export default framedPage('newsMedia', NewsTab);
