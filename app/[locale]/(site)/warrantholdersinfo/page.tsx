import { framedPage } from '@/components/layout/framed-page';
import { WarrantDocuments } from '@/components/basic-info/warrant-documents';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('warrantHolders');
export default framedPage('warrantHolders', WarrantDocuments);
