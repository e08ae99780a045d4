import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { resolveLocale, type LocaleParams } from '@/lib/i18n';
import { SkipLink } from '@/components/shell/skip-link';
import { EarlyInputReplay, EarlyInputScript } from '@/lib/early-input';
import { plexLatin, plexThai } from '../fonts';

export const viewport: Viewport = { themeColor: '#2f3437' };

// Every page is rendered per request from the store (publishing shows at once, from any instance or job),
// and is the same bytes for every reader: a shared cache in front holds it, and publishing purges it
// (docs/decisions/046-script-hashes-and-a-shared-cache.md).
export const dynamic = 'force-dynamic';

/**
 * The document of both shells: <html> in the locale's language, the fonts, the skip link and the
 * early-input script. The public site's frame is app/[locale]/(site)/layout.tsx; the workspace's,
 * app/[locale]/(workspace)/layout.tsx (docs/architecture.md, Layout of the code).
 */
export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);

  return (
    // The script deferral's loader (lib/server/deferred-scripts-loader.mjs) marks <html> before React hydrates it.
    <html lang={locale} className={`${plexLatin.variable} ${plexThai.variable}`} suppressHydrationWarning>
      <body>
        <EarlyInputScript />
        <div id="top" tabIndex={-1} />
        <SkipLink />
        {children}
        <EarlyInputReplay />
      </body>
    </html>
  );
}
