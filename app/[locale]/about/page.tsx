import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('about');
// SPEC §2: /about is a placeholder page whose layout the spec does not show; it stays one on purpose.
export default framedPage('about', () => null);
