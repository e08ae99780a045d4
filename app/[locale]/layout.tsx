import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { resolveLocale, type LocaleParams } from '@/lib/i18n';
import { SiteHeader } from '@/components/shell/site-header';
import { SiteFooter } from '@/components/shell/site-footer';
import { PopupBanner } from '@/components/shell/popup-banner';
import { PopupStateScript } from '@/components/shell/popup-state';
import { nonceOfPolicy } from '@/lib/security/headers';
import { BackToTop } from '@/components/shell/back-to-top';
import { SkipLink } from '@/components/shell/skip-link';
import { FormResultHost } from '@/components/form-results/form-result-host';
import { EarlyInputReplay, EarlyInputScript } from '@/lib/early-input';
import { VitalsCollector } from '@/lib/vitals';
import { vitalsSampleRate } from '@/lib/vitals/server';
import { plexLatin, plexThai } from '../fonts';

export const viewport: Viewport = { themeColor: '#2f3437' };

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  // Reading the request's CSP nonce (proxy.ts) renders every page per request, which is also when Next puts
  // that nonce on its own scripts.
  const nonce = nonceOfPolicy((await headers()).get('content-security-policy'));
  const locale = await resolveLocale(params);
  const tFormResults = await getTranslations('FormResults');
  const formResultLabels = { confirm: tFormResults('confirm'), error: tFormResults('error'), success: tFormResults('success') };

  return (
    // The popup state script adds attributes to <html> before React hydrates it.
    <html lang={locale} className={`${plexLatin.variable} ${plexThai.variable}`} suppressHydrationWarning>
      <body>
        <PopupStateScript nonce={nonce} />
        <EarlyInputScript nonce={nonce} />
        <div id="top" tabIndex={-1} />
        <SkipLink />
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter locale={locale} />
        <PopupBanner locale={locale} />
        <BackToTop />
        <FormResultHost labels={formResultLabels} />
        <EarlyInputReplay />
        <VitalsCollector sampleRate={vitalsSampleRate()} />
      </body>
    </html>
  );
}
