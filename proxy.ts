import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n';

const handleI18nRouting = createMiddleware(routing);

// The original site linked the company facts page as /basicInfo/info: any letter case lands on the canonical path.
const companyFactsPath = /^(\/en)?\/basicinfo\/info\/?$/i;

/**
 * The locale routing of every page. A page's Content-Security-Policy is not set here: the server names
 * the hashes of the page's scripts once the page is whole (lib/server/pipeline/script-hashes.mjs).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const facts = companyFactsPath.exec(pathname);
  if (facts && pathname !== `${facts[1] ?? ''}/basicinfo/info`) {
    const url = request.nextUrl.clone();
    url.pathname = `${facts[1] ?? ''}/basicinfo/info`;
    return NextResponse.redirect(url, 308);
  }
  return handleI18nRouting(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (documents, images, feeds).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
