import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { placeThaiMarks } from '@/lib/seo';

// The share images' card and its assets (docs/results.md, "Share images"): the section images of
// app/og/[locale]/[image] and the quarter images of app/og/[locale]/results/[image].

export const size = { width: 1200, height: 630 };
const titleSize = 84;
/** The title's size on a card that also draws figures. */
const smallTitleSize = 56;
export const cacheControl = 'public, max-age=604800, s-maxage=31536000';

// next/og reads woff but not woff2. One family per subset: satori falls back glyph by glyph along fontFamily.
const latinFamily = 'Plex Latin';
const thaiFamily = 'Plex Thai';
const fontFamily = `"${latinFamily}", "${thaiFamily}"`;

const fontDir = 'node_modules/@fontsource/ibm-plex-sans-thai/files';

function loadFonts() {
  const faces = [
    { family: latinFamily, subset: 'latin', weight: 400 },
    { family: latinFamily, subset: 'latin', weight: 600 },
    { family: thaiFamily, subset: 'thai', weight: 400 },
    { family: thaiFamily, subset: 'thai', weight: 600 },
  ] as const;
  return Promise.all(
    faces.map(async ({ family, subset, weight }) => ({
      name: family,
      weight,
      style: 'normal' as const,
      data: await readFile(join(process.cwd(), fontDir, `ibm-plex-sans-thai-${subset}-${weight}-normal.woff`)),
    })),
  );
}

/** The brand colours, read from the design tokens of app/globals.css so that the images follow them. */
async function loadColours() {
  const css = String(await readFile(join(process.cwd(), 'app/globals.css')));
  const token = (name: string) => {
    const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(css)?.[1];
    if (!value) throw new Error(`app/globals.css lacks the colour token --${name}`);
    return value;
  };
  return {
    accent: token('color-accent'),
    ink: token('color-ink'),
    dark: token('color-grey-900'),
    line: token('color-grey-700'),
    muted: token('color-grey-300'),
    surface: token('color-surface'),
  };
}

export type Colours = Awaited<ReturnType<typeof loadColours>>;

async function loadLogo(): Promise<string> {
  const svg = await readFile(join(process.cwd(), 'public/logo.svg'));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

let assets: Promise<[Awaited<ReturnType<typeof loadFonts>>, Colours, string]> | undefined;

/** Fonts, colours and logo, read once and shared by every image the process renders. */
export function loadAssets() {
  assets ??= Promise.all([loadFonts(), loadColours(), loadLogo()]);
  return assets;
}

// How far a displaced Thai mark moves, in em, tuned by eye on IBM Plex Sans Thai.
const markShiftEm = { up: -0.2, down: 0.3, none: 0 } as const;
const ascenderShiftEm = -0.2;

/**
 * Text with the Thai marks of placeThaiMarks drawn displaced: each over the end of its run, carried
 * by a no-break space because satori drops a lone combining mark.
 */
export function ShapedText({ text, fontSize }: { text: string; fontSize: number }) {
  const words = text.split(' ').map(placeThaiMarks);
  if (words.every((runs) => runs.every((run) => run.marks.length === 0))) return <span>{text}</span>;
  const px = (em: number) => Math.round(em * fontSize);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: px(0.26) }}>
      {words.map((runs, wordIndex) => (
        <div key={wordIndex} style={{ display: 'flex' }}>
          {runs.map((run, runIndex) => (
            <span key={runIndex} style={{ display: 'flex', position: 'relative' }}>
              {run.text}
              {run.marks.map(({ mark, shift, left }, markIndex) => (
                <span
                  key={markIndex}
                  style={{
                    position: 'absolute',
                    top: 0,
                    right: 0,
                    fontFamily: `"${thaiFamily}"`,
                    transform: `translate(${left ? px(ascenderShiftEm) : 0}px, ${px(markShiftEm[shift])}px)`,
                  }}
                >
                  {`\u00a0${mark}`}
                </span>
              ))}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

interface CardProps {
  title: string;
  eyebrow?: string;
  shortName: string;
  legalName: string;
  ticker: string;
  logo: string;
  colours: Colours;
  /** Drawn under the title instead of leaving the middle to it alone, e.g. a quarter's figures. */
  children?: ReactNode;
}

/** The card: brand and ticker on top, the section title in the middle, the legal name below, sun motif of the logo. */
export function OgCard({ title, eyebrow, shortName, legalName, ticker, logo, colours, children }: CardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        padding: '64px 80px 76px',
        backgroundColor: colours.dark,
        backgroundImage: `linear-gradient(135deg, ${colours.dark} 0%, ${colours.ink} 100%)`,
        color: colours.surface,
        fontFamily,
        fontWeight: 400,
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: 176,
          right: -90,
          width: 440,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 26,
        }}
      >
        <div style={{ width: 440, height: 220, display: 'flex', overflow: 'hidden' }}>
          <div style={{ width: 440, height: 440, borderRadius: 220, backgroundColor: colours.accent }} />
        </div>
        <div style={{ width: 440, height: 14, borderRadius: 7, backgroundColor: colours.line }} />
        <div style={{ width: 300, height: 14, borderRadius: 7, backgroundColor: colours.line }} />
      </div>
      <div
        style={{ position: 'absolute', left: 0, bottom: 0, width: '100%', height: 12, backgroundColor: colours.accent }}
      />

      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 22 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img> only */}
          <img src={logo} width={72} height={72} alt="" />
          <span style={{ fontSize: 36, fontWeight: 600 }}>{shortName}</span>
        </div>
        <div
          style={{
            display: 'flex',
            padding: '8px 24px',
            borderRadius: 999,
            backgroundColor: colours.accent,
            fontSize: 28,
            fontWeight: 600,
            letterSpacing: 1,
          }}
        >
          {ticker}
        </div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', maxWidth: 740 }}>
        <div style={{ width: 96, height: 8, borderRadius: 4, marginBottom: 28, backgroundColor: colours.accent }} />
        {eyebrow ? <div style={{ fontSize: 32, color: colours.muted, marginBottom: 8 }}>{eyebrow}</div> : null}
        <div
          style={{
            display: 'flex',
            fontSize: children ? smallTitleSize : titleSize,
            fontWeight: 600,
            lineHeight: 1.25,
          }}
        >
          <ShapedText text={title} fontSize={children ? smallTitleSize : titleSize} />
        </div>
        {children}
      </div>

      <div style={{ display: 'flex', fontSize: 28, color: colours.muted, maxWidth: 700 }}>{legalName}</div>
    </div>
  );
}
