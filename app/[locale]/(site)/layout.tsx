import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n';
import { SiteHeader } from '@/components/shell/site-header';
import { SiteFooter } from '@/components/shell/site-footer';
import { PopupBanner } from '@/components/shell/popup-banner';
import { BackToTop } from '@/components/shell/back-to-top';
import { FormResultHost } from '@/components/form-results/form-result-host';
import { VitalsCollector } from '@/lib/vitals';
import { vitalsSampleRate } from '@/lib/vitals/server';

/** The public site's frame: its header and menu, the footer, the popup, the form results and the Web Vitals collector. */
export default async function SiteLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  const tFormResults = await getTranslations('FormResults');
  const formResultLabels = {
    confirm: tFormResults('confirm'),
    error: tFormResults('error'),
    success: tFormResults('success'),
  };
  return (
    <>
      {/* The popup comes first: its script opens it modal while the document is still short, so making the
          page inert costs nothing. */}
      <PopupBanner locale={locale} />
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <BackToTop />
      <FormResultHost labels={formResultLabels} />
      <VitalsCollector sampleRate={vitalsSampleRate()} />
    </>
  );
}
