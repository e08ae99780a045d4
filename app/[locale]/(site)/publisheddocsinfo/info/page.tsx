import { framedPage } from '@/components/layout/framed-page';
import { ReportPage } from '@/components/published-docs/report-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('oneReport');
export default framedPage('oneReport', ReportPage);
