import { framedPage } from '@/components/layout/framed-page';
import { AnalystReports } from '@/components/published-docs/analyst-reports';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('securitiesAnalysis');
export default framedPage('securitiesAnalysis', AnalystReports);
