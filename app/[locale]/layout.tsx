import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { SiteHeader } from '@/components/shell/site-header';
import { SiteFooter } from '@/components/shell/site-footer';
import { PopupBanner } from '@/components/shell/popup-banner';
import { BackToTop } from '@/components/shell/back-to-top';
import { SkipLink } from '@/components/shell/skip-link';
import { AlertHost } from '@/components/alerts/alert-host';
import { plexLatin, plexThai } from '../fonts';

export const viewport: Viewport = { themeColor: '#2f3437' };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  const messages = await getMessages();

  return (
    <html lang={locale} className={`${plexLatin.variable} ${plexThai.variable}`}>
      <body>
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
          <div id="top" tabIndex={-1} />
          <SkipLink />
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} />
          <PopupBanner />
          <BackToTop />
          <AlertHost />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
