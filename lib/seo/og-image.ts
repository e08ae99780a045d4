import type { Locale } from '@/lib/i18n';
import { allPageIds, sectionOf, type PageId, type SectionId } from '@/lib/site';

/** A share image exists per section of the site map, and per page outside every section (home, about). */
export type OgImageKey = SectionId | PageId;

export function ogImageKey(page: PageId): OgImageKey {
  return sectionOf(page)?.id ?? page;
}

/** Every image key, each once, in site-map order. */
export const ogImageKeys: readonly OgImageKey[] = [...new Set(allPageIds.map(ogImageKey))];

const fileSuffix = '.png';

/** The URL path of the share image of a page, e.g. '/og/en/news.png' (served by app/og/[locale]/[image]). */
export function ogImagePath(page: PageId, locale: Locale): string {
  return `/og/${locale}/${ogImageKey(page)}${fileSuffix}`;
}

/** The file name of an image key, e.g. 'news.png', as the [image] segment of the route. */
export function ogImageFile(key: OgImageKey): string {
  return `${key}${fileSuffix}`;
}

/** The image key a file name stands for, or undefined for any other name. */
export function ogImageKeyOfFile(file: string): OgImageKey | undefined {
  return ogImageKeys.find((key) => ogImageFile(key) === file);
}

/**
 * Thai marks that the image renderer cannot place on its own. next/og (satori) draws each glyph at
 * its default position and ignores the font's mark positioning, so a tone mark over an upper vowel
 * collides with it, and marks on a tall consonant run into its ascender. A run is text drawn as is,
 * followed by the marks to be drawn displaced over its end.
 */
export interface ThaiRun {
  text: string;
  marks: DisplacedMark[];
}

export interface DisplacedMark {
  mark: string;
  /** Raised above an upper vowel, or lowered below a descender. */
  shift: 'up' | 'down' | 'none';
  /** Moved left of a tall consonant's ascender. */
  left: boolean;
}

const combining = '\u0E31\u0E34-\u0E3A\u0E47-\u0E4E';
const clusterPattern = new RegExp(`[^${combining}][${combining}]*|[${combining}]+`, 'gu');
const upperVowels = /[\u0E31\u0E34-\u0E37\u0E47\u0E4D]/;
const toneMarks = /[\u0E48-\u0E4C]/;
const lowerVowels = /[\u0E38-\u0E3A]/;
const saraAm = '\u0E33';
const ascenders = /[\u0E1B\u0E1D\u0E1F\u0E2C]/; // ป ฝ ฟ ฬ
const descenders = /[\u0E0E\u0E0F]/; // ฎ ฏ

/** Splits text into runs so that every mark that would collide is drawn displaced (see ThaiRun). */
export function placeThaiMarks(text: string): ThaiRun[] {
  const runs: ThaiRun[] = [];
  let plain = '';
  const clusters = text.match(clusterPattern) ?? [];
  clusters.forEach((cluster, index) => {
    const [base, ...marks] = Array.from(cluster);
    // Sara am carries a nikhahit over the consonant before it, so a tone mark stacks on it too.
    const stacked = marks.some((mark) => upperVowels.test(mark)) || clusters[index + 1]?.startsWith(saraAm);
    let kept = base;
    const displaced: DisplacedMark[] = [];
    for (const mark of marks) {
      const up = stacked && toneMarks.test(mark);
      const down = descenders.test(base) && lowerVowels.test(mark);
      const left = ascenders.test(base) && (upperVowels.test(mark) || toneMarks.test(mark));
      if (up || down || left) displaced.push({ mark, shift: up ? 'up' : down ? 'down' : 'none', left });
      else kept += mark;
    }
    if (displaced.length === 0) {
      plain += kept;
      return;
    }
    if (plain) runs.push({ text: plain, marks: [] });
    plain = '';
    runs.push({ text: kept, marks: displaced });
  });
  if (plain) runs.push({ text: plain, marks: [] });
  return runs;
}
