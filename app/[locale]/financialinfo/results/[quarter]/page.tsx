import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/layout/page-frame';
import { QuarterResults } from '@/components/results/quarter-results';
import { quarterValues } from '@/components/results/format';
import { getCompanyFacts } from '@/lib/content';
import { resolveLocale, routing, type Locale } from '@/lib/i18n';
import { parseQuarterSlug, quarterImagePath, quarterPath } from '@/lib/results';
import { loadQuarterPage } from '@/lib/results/server';
import { pageMetadata } from '@/lib/seo';
import { absoluteUrl, languageAlternates, siteUrl } from '@/lib/site';

interface QuarterRouteProps {
  params: Promise<{ locale: string; quarter: string }>;
}

/**
 * The hub's metadata with the quarter's own title, description, canonical URL, hreflang alternates
 * and share image (its headline figures, app/og/[locale]/results/[image]).
 */
export async function generateMetadata({ params }: QuarterRouteProps): Promise<Metadata> {
  const { locale: requested, quarter } = await params;
  const locale: Locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const base = await pageMetadata('quarterlyResults')({ params: Promise.resolve({ locale }) });
  const id = parseQuarterSlug(quarter);
  if (!id) return base;
  const t = await getTranslations({ locale, namespace: 'Results' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const company = getCompanyFacts(locale).shortName;
  const values = quarterValues(id, locale);
  const title = tMeta('titleTemplate', { title: t('quarterTitle', values), company });
  const description = t('quarterDescription', { company, ...values });
  const path = quarterPath(id);
  const url = absoluteUrl(path, locale);
  const image = {
    url: new URL(quarterImagePath(id, locale), siteUrl()).toString(),
    width: 1200,
    height: 630,
    alt: tMeta('imageAlt', { company, title: t('quarterTitle', values) }),
    type: 'image/png',
  };
  return {
    ...base,
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: { ...base.openGraph, title, description, url, images: [image] },
    twitter: { ...base.twitter, title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/** /financialinfo/results/<year>-q<n>: a CE year in the URL; a slug that is no stored quarter is not found. */
export default async function QuarterResultsPage({ params }: QuarterRouteProps) {
  const locale = await resolveLocale(params);
  const { quarter } = await params;
  const id = parseQuarterSlug(quarter);
  if (!id) notFound();
  const data = await loadQuarterPage(id, locale);
  if (data === null) notFound();
  const t = await getTranslations({ locale, namespace: 'Results' });
  return (
    <PageFrame page="quarterlyResults" subpage={{ title: t('quarterTitle', quarterValues(id, locale)), path: quarterPath(id) }}>
      <QuarterResults locale={locale} id={id} data={data} />
    </PageFrame>
  );
}
