import { ConfirmSubscription } from '@/components/email-alerts/confirm-subscription';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('confirmSubscription');
export default framedPage('confirmSubscription', ConfirmSubscription);
