import { framedPage } from '@/components/layout/framed-page';
import { Activities } from '@/components/published-docs/activities';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('activity');
export default framedPage('activity', Activities);
