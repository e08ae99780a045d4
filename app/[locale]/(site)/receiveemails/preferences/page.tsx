import { AlertPreferences } from '@/components/email-alerts/alert-preferences';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('alertPreferences');
export default framedPage('alertPreferences', AlertPreferences);
