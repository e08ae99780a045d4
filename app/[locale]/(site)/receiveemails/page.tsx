import { NewsletterSignUp } from '@/components/contact/newsletter-sign-up';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('receiveEmails');
export default framedPage('receiveEmails', NewsletterSignUp);
