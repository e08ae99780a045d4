import { ContactInvestorRelations } from '@/components/contact/contact-investor-relations';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('contact');
export default framedPage('contact', ContactInvestorRelations);
