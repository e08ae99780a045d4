import { ImageResponse } from 'next/og';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { loadAssets, OgCard, ShapedText, size, type Colours } from '@/components/seo/og-card';
import { quarterImageText, type QuarterImageFigure } from '@/components/results/og-text';
import { quarterValues } from '@/components/results/format';
import { loadCompanyFacts } from '@/lib/backend';
import { routing } from '@/lib/i18n';
import { parseQuarterImageFile } from '@/lib/results';
import { loadQuarters } from '@/lib/results/server';

// Rendered per request over the data cache: a quarter stored after the build has its image too.
export const dynamic = 'force-dynamic';

// A corrected figure should reach readers within the hour.
const cacheControl = 'public, max-age=3600, s-maxage=86400';
// Without the figures (the backend failed) the card shows the quarter alone, and is not kept long.
const degradedCacheControl = 'public, max-age=300';

function Figures({ figures, colours }: { figures: readonly QuarterImageFigure[]; colours: Colours }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10, marginTop: 20 }}>
      {figures.map((figure, index) => (
        <div key={figure.metric} style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: index === 0 ? 40 : 32, fontWeight: 600 }}>
            <ShapedText text={figure.text} fontSize={index === 0 ? 40 : 32} />
          </div>
          {figure.change ? (
            <div style={{ display: 'flex', fontSize: 26, color: colours.muted }}>
              <ShapedText text={figure.change} fontSize={26} />
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

interface ImageParams {
  params: Promise<{ locale: string; image: string }>;
}

/** A quarter's share image (docs/results.md, "Share images"): its title, total revenue and net profit with their changes. */
export async function GET(_request: Request, { params }: ImageParams): Promise<Response> {
  const { locale, image } = await params;
  const id = parseQuarterImageFile(image);
  if (!hasLocale(routing.locales, locale) || !id) return new Response(null, { status: 404 });

  const [results, [fonts, colours, logo], t, tOgImage] = await Promise.all([
    loadQuarters(),
    loadAssets(),
    getTranslations({ locale, namespace: 'Results' }),
    getTranslations({ locale, namespace: 'OgImage' }),
  ]);
  const text = results ? quarterImageText(results, id, locale, t) : null;
  if (results && !text) return new Response(null, { status: 404 });
  const company = await loadCompanyFacts(locale);

  return new ImageResponse(
    <OgCard
      title={text?.title ?? t('quarterTitle', quarterValues(id, locale))}
      shortName={company.shortName}
      legalName={company.name}
      ticker={tOgImage('ticker', { symbol: company.symbol })}
      logo={logo}
      colours={colours}
    >
      {text ? <Figures figures={text.figures} colours={colours} /> : null}
    </OgCard>,
    { ...size, fonts, headers: { 'Cache-Control': text ? cacheControl : degradedCacheControl } },
  );
}
