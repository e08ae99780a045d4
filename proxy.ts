import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n';
import {
  CONTENT_SECURITY_POLICY,
  allowsWebcastFrame,
  createNonce,
  framedBySite,
  pageContentSecurityPolicy,
} from './lib/security/headers';

const handleI18nRouting = createMiddleware(routing);

// The original site linked the company facts page as /basicInfo/info: any letter case lands on the canonical path.
const companyFactsPath = /^(\/en)?\/basicinfo\/info\/?$/i;

export default function proxy(request: NextRequest) {
  // Every page is rendered per request (app/[locale]/layout.tsx), so each gets its own nonce.
  // The results pages alone may frame the webcast host, after the reader's click (docs/results.md);
  // a preview alone may be framed, by the item form beside it (docs/newsroom.md, Preview).
  const { pathname } = request.nextUrl;
  const policy = pageContentSecurityPolicy(createNonce(), undefined, {
    webcastFrame: allowsWebcastFrame(pathname),
    framedBySite: framedBySite(pathname),
  });
  const response = route(request, policy);
  response.headers.set(CONTENT_SECURITY_POLICY, policy);
  return response;
}

function route(request: NextRequest, policy: string): NextResponse {
  const { pathname } = request.nextUrl;
  const facts = companyFactsPath.exec(pathname);
  if (facts && pathname !== `${facts[1] ?? ''}/basicinfo/info`) {
    const url = request.nextUrl.clone();
    url.pathname = `${facts[1] ?? ''}/basicinfo/info`;
    return NextResponse.redirect(url, 308);
  }
  // next-intl forwards a copy of these request headers to the page; Next reads the nonce for its scripts from this one.
  request.headers.set(CONTENT_SECURITY_POLICY, policy);
  return handleI18nRouting(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension (documents, images, feeds).
  // next.config.ts gives exactly those the document policy: keep the two patterns complementary.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
