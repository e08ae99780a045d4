import { framedPage } from '@/components/layout/framed-page';
import { ShareSubscriptions } from '@/components/basic-info/share-subscriptions';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('shareSubscription');
export default framedPage('shareSubscription', ShareSubscriptions);
