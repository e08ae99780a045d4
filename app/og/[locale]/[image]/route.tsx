import { ImageResponse } from 'next/og';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/i18n';
import { loadCompanyFacts } from '@/lib/backend';
import { cacheControl, loadAssets, OgCard, size } from '@/components/seo/og-card';
import { ogImageFile, ogImageKeyOfFile, ogImageKeys, type OgImageKey } from '@/lib/seo';
import { sections, type SectionId } from '@/lib/site';

// Every image is rendered once at build time; an unknown locale or image is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => ogImageKeys.map((key) => ({ locale, image: ogImageFile(key) })));
}

function isSection(key: OgImageKey): key is SectionId {
  return sections.some((section) => section.id === key);
}

async function imageTitle(key: OgImageKey, locale: Locale): Promise<string> {
  if (isSection(key)) return (await getTranslations({ locale, namespace: 'Sections' }))(key);
  return (await getTranslations({ locale, namespace: 'Routes' }))(key);
}

interface ImageParams {
  params: Promise<{ locale: string; image: string }>;
}

export async function GET(_request: Request, { params }: ImageParams): Promise<Response> {
  const { locale, image } = await params;
  const key = ogImageKeyOfFile(image);
  if (!hasLocale(routing.locales, locale) || !key) return new Response(null, { status: 404 });

  const [fonts, colours, logo] = await loadAssets();
  const company = await loadCompanyFacts(locale);
  const tRoutes = await getTranslations({ locale, namespace: 'Routes' });
  const tOgImage = await getTranslations({ locale, namespace: 'OgImage' });

  return new ImageResponse(
    <OgCard
      title={await imageTitle(key, locale)}
      eyebrow={key === 'home' ? undefined : tRoutes('home')}
      shortName={company.shortName}
      legalName={company.name}
      ticker={tOgImage('ticker', { symbol: company.symbol })}
      logo={logo}
      colours={colours}
    />,
    { ...size, fonts, headers: { 'Cache-Control': cacheControl } },
  );
}
