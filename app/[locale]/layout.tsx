import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { headers } from 'next/headers';
import { resolveLocale, type LocaleParams } from '@/lib/i18n';
import { nonceOfPolicy } from '@/lib/security/headers';
import { SkipLink } from '@/components/shell/skip-link';
import { EarlyInputReplay, EarlyInputScript } from '@/lib/early-input';
import { plexLatin, plexThai } from '../fonts';

export const viewport: Viewport = { themeColor: '#2f3437' };

/**
 * The document of both shells: <html> in the locale's language, the fonts, the skip link and the
 * early-input script. The public site's frame is app/[locale]/(site)/layout.tsx; the workspace's,
 * app/[locale]/(workspace)/layout.tsx (docs/architecture.md, Layout of the code).
 */
export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  // Reading the request's CSP nonce (proxy.ts) renders every page per request, which is also when Next puts
  // that nonce on its own scripts.
  const nonce = nonceOfPolicy((await headers()).get('content-security-policy'));
  const locale = await resolveLocale(params);

  return (
    // The popup state script (public pages) adds attributes to <html> before React hydrates it.
    <html lang={locale} className={`${plexLatin.variable} ${plexThai.variable}`} suppressHydrationWarning>
      <body>
        <EarlyInputScript nonce={nonce} />
        <div id="top" tabIndex={-1} />
        <SkipLink />
        {children}
        <EarlyInputReplay />
      </body>
    </html>
  );
}
