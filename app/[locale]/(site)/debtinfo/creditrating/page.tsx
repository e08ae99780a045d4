import { framedPage } from '@/components/layout/framed-page';
import { CreditRatings } from '@/components/debt/credit-ratings';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('creditRating');
export default framedPage('creditRating', CreditRatings);
