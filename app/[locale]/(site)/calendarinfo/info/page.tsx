import { InvestorCalendar } from '@/components/calendar/investor-calendar';
import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('calendar');
export default framedPage('calendar', InvestorCalendar);
