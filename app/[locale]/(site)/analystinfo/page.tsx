import { framedPage } from '@/components/layout/framed-page';
import { AnalystContacts } from '@/components/analysts/analyst-contacts';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('analysts');
export default framedPage('analysts', AnalystContacts);
