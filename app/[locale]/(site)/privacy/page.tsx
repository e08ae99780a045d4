import { PrivacyNotice } from '@/components/email-alerts/privacy-notice';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('privacy');
export default framedPage('privacy', PrivacyNotice);
