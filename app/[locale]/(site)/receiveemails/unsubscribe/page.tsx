import { ConfirmUnsubscription } from '@/components/email-alerts/confirm-unsubscription';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('confirmUnsubscription');
export default framedPage('confirmUnsubscription', ConfirmUnsubscription);
