import annualFigures from '@/data/seed/annual-figures.json';
import dividends from '@/data/seed/dividends.json';
import mediaNews from '@/data/seed/media-news.json';
import quarterlyResults from '@/data/seed/quarterly-results.json';

/**
 * The demonstration press headlines state the figures the site shows (data/seed, in thousand baht):
 * a figure stated twice differently is a disclosure error, in demonstration data too. Each English
 * headline that names a reported figure is read by a rule below, and its Thai twin states the same
 * numbers (Buddhist-era years aside).
 */
type Period = { year: number; quarter?: number };
type Row = Record<string, number>;

const quarters = quarterlyResults as unknown as (Row & { year: number; quarter: number })[];
const annual = annualFigures as unknown as (Row & { year: number })[];

/** A year's figure: the annual row, else the sum of its four quarters. */
function yearFigure(year: number, field: string): number | undefined {
  const row = annual.find((candidate) => candidate.year === year);
  if (row) return row[field];
  const four = quarters.filter((candidate) => candidate.year === year);
  return four.length === 4 ? four.reduce((sum, quarter) => sum + quarter[field], 0) : undefined;
}

const quarterFigure = ({ year, quarter }: Period, field: string) =>
  quarters.find((candidate) => candidate.year === year && candidate.quarter === quarter)?.[field];

const millions = (text: string) => Number(text.replaceAll(',', ''));
const inMillions = (thousands: number | undefined) =>
  thousands === undefined ? undefined : Math.round(thousands / 1000);

/** The latest quarter reported before a day (results_date on or before it). */
function latestQuarterBefore(day: string) {
  return quarters.filter((quarter) => String(quarter.results_date) <= day).at(-1);
}

interface Claim {
  stated: number;
  shown: number | undefined;
}

const RULES: { pattern: RegExp; claims: (match: RegExpExecArray, day: string) => Claim[] }[] = [
  {
    pattern: /Q(\d)\/(\d{4}) net profit of ([\d,]+) million baht/,
    claims: ([, quarter, year, stated]) => [
      { stated: millions(stated), shown: inMillions(quarterFigure({ year: +year, quarter: +quarter }, 'net_profit')) },
    ],
  },
  {
    pattern: /Q(\d)\/(\d{4}) transfers reach ([\d,]+) million baht/,
    claims: ([, quarter, year, stated]) => [
      {
        stated: millions(stated),
        shown: inMillions(quarterFigure({ year: +year, quarter: +quarter }, 'sales_revenue')),
      },
    ],
  },
  {
    pattern: /Net profit for (\d{4}) (?:rises|grows (\d+) percent) to ([\d,]+) million baht/,
    claims: ([, year, percent, stated]) => {
      const profit = yearFigure(+year, 'net_profit');
      const claims = [{ stated: millions(stated), shown: inMillions(profit) }];
      const before = yearFigure(+year - 1, 'net_profit');
      if (percent !== undefined && profit !== undefined && before !== undefined)
        claims.push({ stated: Number(percent), shown: Math.round((profit / before - 1) * 100) });
      return claims;
    },
  },
  {
    pattern: /revenue of ([\d,]+) million baht in (\d{4})/,
    claims: ([, stated, year]) => [{ stated: millions(stated), shown: inMillions(yearFigure(+year, 'total_revenue')) }],
  },
  {
    pattern: /First-half (\d{4}) revenue up (\d+) percent/,
    claims: ([, year, percent]) => {
      const half = (of: number) =>
        quarters
          .filter((quarter) => quarter.year === of && quarter.quarter <= 2)
          .reduce((sum, q) => sum + q.total_revenue, 0);
      return [{ stated: Number(percent), shown: Math.round((half(+year) / half(+year - 1) - 1) * 100) }];
    },
  },
  {
    // The final dividend: the one for a period ending with the year, decided last before the day.
    pattern: /final dividend of ([\d.]+) baht per share/,
    claims: ([, stated], day) => [
      {
        stated: Number(stated),
        shown: dividends
          .filter((dividend) => dividend.period_end.endsWith('-12-31') && (dividend.decision_date ?? '') <= day)
          .sort((a, b) => (a.decision_date ?? '').localeCompare(b.decision_date ?? ''))
          .at(-1)?.cash_per_share,
      },
    ],
  },
  {
    pattern: /backlog of ([\d,]+) million baht/,
    claims: ([, stated], day) => [{ stated: millions(stated), shown: inMillions(latestQuarterBefore(day)?.backlog) }],
  },
];

const english = mediaNews.filter((news) => news.lang === 'en');
const read = english.flatMap((news) =>
  RULES.flatMap(({ pattern, claims }) => {
    const match = pattern.exec(news.title_news_medias);
    return match ? [{ title: news.title_news_medias, claims: claims(match, news.publish_date_news_medias) }] : [];
  }),
);

/** The numbers of a title, Buddhist-era years (2400 and above) read as Common Era. */
function numbersOf(title: string): number[] {
  return [...title.matchAll(/\d[\d,.]*/g)]
    .map((match) => millions(match[0].replace(/[.,]$/, '')))
    .map((value) => (value >= 2400 && value < 2700 ? value - 543 : value));
}

describe('the demonstration press headlines', () => {
  it('name reported figures: net profits, revenue, transfers, backlog and the final dividend', () => {
    expect(read.length).toBeGreaterThanOrEqual(8);
  });

  it.each(read)('"$title" states the figures the site shows', ({ claims }) => {
    for (const { stated, shown } of claims) {
      expect(shown).toBeDefined();
      expect(stated).toBe(shown);
    }
  });

  it.each(english)('the Thai twin of "$title_news_medias" states the same numbers', (news) => {
    const thai = mediaNews.find((other) => other.seed_id === news.seed_id && other.lang === 'th');
    expect(thai).toBeDefined();
    expect(numbersOf(thai!.title_news_medias).sort()).toEqual(numbersOf(news.title_news_medias).sort());
  });
});
