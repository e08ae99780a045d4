import { framedPage } from '@/components/layout/framed-page';
import { ShareholderMeetings } from '@/components/meetings/shareholder-meetings';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('shareholderMeeting');
export default framedPage('shareholderMeeting', ShareholderMeetings);
