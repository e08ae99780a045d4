import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site';

/** Per request, so the sitemap URL follows SITE_URL at run time. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    // The IR team's workspace and the newsroom's previews are nobody's search result.
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/en/admin', '/api/workspace', '/preview/', '/en/preview/', '/api/preview/'],
    },
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}
