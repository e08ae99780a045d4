import { framedPage } from '@/components/layout/framed-page';
import { pageMetadata } from '@/lib/seo';

export const generateMetadata = pageMetadata('about');
// /about is a deliberately empty placeholder (docs/product.md, Routes).
export default framedPage('about', () => null);
