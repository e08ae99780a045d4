import { framedPage } from '@/components/layout/framed-page';
import { DocumentDownloads } from '@/components/published-docs/document-downloads';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('downloadDocuments');
export default framedPage('downloadDocuments', DocumentDownloads);
