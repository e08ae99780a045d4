import { framedPage } from '@/components/layout/framed-page';
import { MajorShareholders } from '@/components/shareholders/major-shareholders';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('majorShareholders');
export default framedPage('majorShareholders', MajorShareholders);
