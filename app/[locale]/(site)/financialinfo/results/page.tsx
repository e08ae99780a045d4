import { framedPage } from '@/components/layout/framed-page';
import { ResultsHub } from '@/components/results/results-hub';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('quarterlyResults');
export default framedPage('quarterlyResults', ResultsHub);
