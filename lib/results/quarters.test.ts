import type { QuarterlyResult } from '@/lib/contract';
import {
  change,
  clockOf,
  dataPackQuarters,
  embeddableWebcast,
  headlineRows,
  newestFirst,
  parseQuarterSlug,
  previousQuarter,
  quarterPath,
  quarterSlug,
  transcriptAnchor,
  transcriptOf,
  webcastAt,
  captionsPath,
  parseCaptionsFile,
  selfHostedVideo,
  videoAt,
} from './quarters';

const row = (year: number, quarter: number, scale = 1): QuarterlyResult => ({
  year,
  quarter,
  total_revenue: 1000 * scale,
  sales_revenue: 900 * scale,
  gross_profit: 300 * scale,
  net_profit: 100 * scale,
  eps: 0.1 * scale,
  results_date: `${year}-0${quarter}-15`,
});

describe('quarter slugs', () => {
  it('read a CE year and quarter, and give them back', () => {
    expect(parseQuarterSlug('2025-q3')).toEqual({ year: 2025, quarter: 3 });
    expect(quarterSlug({ year: 2025, quarter: 3 })).toBe('2025-q3');
    expect(quarterPath({ year: 2024, quarter: 4 })).toBe('/financialinfo/results/2024-q4');
  });

  it('refuse everything else', () => {
    for (const slug of [
      '2025-Q3',
      '2025-q0',
      '2025-q5',
      '2568-q3x',
      '25-q3',
      '2025q3',
      ' 2025-q3',
      '2025-q3/',
      '',
      '0000-q1',
      '9999-q1',
      '2025-q03',
    ]) {
      expect([slug, parseQuarterSlug(slug)]).toEqual([slug, null]);
    }
  });

  it('step back over the year end', () => {
    expect(previousQuarter({ year: 2025, quarter: 1 })).toEqual({ year: 2024, quarter: 4 });
    expect(previousQuarter({ year: 2025, quarter: 3 })).toEqual({ year: 2025, quarter: 2 });
  });
});

describe('changes', () => {
  it('are percent of the earlier amount, and percentage points for the margin', () => {
    expect(change('totalRevenue', 110, 100)).toBeCloseTo(10);
    expect(change('netProfit', 90, 120)).toBeCloseTo(-25);
    expect(change('grossMargin', 34.5, 33.25)).toBeCloseTo(1.25);
  });

  it('are missing without an earlier figure, or from zero or a loss', () => {
    expect(change('totalRevenue', 110, null)).toBeNull();
    expect(change('netProfit', 10, 0)).toBeNull();
    expect(change('netProfit', 10, -5)).toBeNull();
    expect(change('grossMargin', null, 30)).toBeNull();
  });

  it('give each headline figure its change on the year and on the quarter', () => {
    const results = [row(2024, 3), row(2025, 2, 1.25), row(2025, 3, 1.5)];
    const rows = headlineRows(results, { year: 2025, quarter: 3 })!;
    expect(rows.map((entry) => entry.metric)).toEqual([
      'totalRevenue',
      'grossProfit',
      'grossMargin',
      'netProfit',
      'eps',
    ]);
    const revenue = rows[0];
    expect(revenue.value).toBe(1500);
    expect(revenue.yearOnYear).toBeCloseTo(50);
    expect(revenue.quarterOnQuarter).toBeCloseTo(20);
    expect(rows[2].value).toBeCloseTo(100 / 3);
    expect(rows[2].yearOnYear).toBeCloseTo(0);
    expect(rows[4].quarterOnQuarter).toBeCloseTo(20);
    // No quarter before 2024-q3 is stored: its changes are missing.
    expect(
      headlineRows(results, { year: 2024, quarter: 3 })!.every(
        (entry) => entry.yearOnYear === null && entry.quarterOnQuarter === null,
      ),
    ).toBe(true);
    expect(headlineRows(results, { year: 2023, quarter: 1 })).toBeNull();
  });

  it('derive the gross margin from sales revenue, and EPS from the shares where the quarter gives them', () => {
    const margin = headlineRows([{ ...row(2025, 3), gross_profit: 345, sales_revenue: 1000 }], {
      year: 2025,
      quarter: 3,
    })!;
    expect(margin.find((entry) => entry.metric === 'grossMargin')!.value).toBeCloseTo(34.5);
    const noSales = headlineRows([{ ...row(2025, 3), sales_revenue: 0 }], { year: 2025, quarter: 3 })!;
    expect(noSales.find((entry) => entry.metric === 'grossMargin')!.value).toBeNull();
    // 100 thousand baht over 400,000 shares: 0.25 baht, whatever EPS the backend sent.
    const withShares = headlineRows([{ ...row(2025, 3), eps: 9, shares: 400_000 }], { year: 2025, quarter: 3 })!;
    expect(withShares.find((entry) => entry.metric === 'eps')!.value).toBeCloseTo(0.25);
    expect(
      headlineRows([row(2025, 3, 2)], { year: 2025, quarter: 3 })!.find((entry) => entry.metric === 'eps')!.value,
    ).toBe(row(2025, 3, 2).eps);
  });
});

describe('years and the data pack', () => {
  const results = [2023, 2024, 2025].flatMap((year) => [1, 2, 3, 4].map((quarter) => row(year, quarter, quarter)));

  it('hold the quarter and the eight before it, newest first', () => {
    const pack = dataPackQuarters(results, { year: 2025, quarter: 3 });
    expect(pack.map(quarterSlug)).toEqual([
      '2025-q3',
      '2025-q2',
      '2025-q1',
      '2024-q4',
      '2024-q3',
      '2024-q2',
      '2024-q1',
      '2023-q4',
      '2023-q3',
    ]);
    expect(dataPackQuarters(results, { year: 2023, quarter: 2 }).map(quarterSlug)).toEqual(['2023-q2', '2023-q1']);
  });

  it('order quarters newest first, each once', () => {
    expect(
      newestFirst([row(2024, 1), row(2025, 1), row(2024, 4), row(2025, 1, 2)]).map((entry) => [
        quarterSlug(entry as never),
        entry.total_revenue,
      ]),
    ).toEqual([
      ['2025-q1', 1000],
      ['2024-q4', 1000],
      ['2024-q1', 1000],
    ]);
  });
});

describe('transcript and webcast', () => {
  it('anchor a paragraph at its start time', () => {
    expect(clockOf(754)).toBe('00:12:34');
    expect(transcriptAnchor(754)).toBe('t-00-12-34');
    expect(transcriptAnchor(0)).toBe('t-00-00-00');
    expect(transcriptAnchor(3 * 3600 + 5)).toBe('t-03-00-05');
  });

  it("keep one quarter's paragraphs in order", () => {
    const paragraph = (quarter: number, seq: number) => ({
      year: 2025,
      quarter,
      seq,
      start_seconds: seq,
      speaker: 'A',
      paragraph_text: 'x',
    });
    expect(
      transcriptOf([paragraph(3, 2), paragraph(2, 1), paragraph(3, 1)], { year: 2025, quarter: 3 }).map(
        (entry) => entry.seq,
      ),
    ).toEqual([1, 2]);
  });

  it('frame only the privacy-enhanced host', () => {
    expect(embeddableWebcast('https://www.youtube-nocookie.com/embed/abc')).toBe(
      'https://www.youtube-nocookie.com/embed/abc',
    );
    for (const link of [
      undefined,
      'https://www.youtube.com/embed/abc',
      'http://www.youtube-nocookie.com/embed/abc',
      'https://www.youtube-nocookie.com.evil.test/embed/abc',
      'https://www.youtube-nocookie.com/watch?v=abc',
      '/videos/a.mp4',
      'not a url',
    ]) {
      expect([link, embeddableWebcast(link)]).toEqual([link, null]);
    }
    expect(webcastAt('https://www.youtube-nocookie.com/embed/abc', 754.6)).toBe(
      'https://www.youtube-nocookie.com/embed/abc?start=754',
    );
  });
});

describe('share image paths', () => {
  test('a quarter and its image file name go both ways; any other name is no quarter', async () => {
    const { quarterImagePath, parseQuarterImageFile } = await import('./quarters');
    expect(quarterImagePath({ year: 2025, quarter: 3 }, 'th')).toBe('/og/th/results/2025-q3.png');
    expect(parseQuarterImageFile('2025-q3.png')).toEqual({ year: 2025, quarter: 3 });
    for (const file of ['2025-q3', '2025-q3.jpg', '2025-Q3.png', '2025-q5.png', 'news.png'])
      expect(parseQuarterImageFile(file)).toBeNull();
  });
});

describe('self-hosted video and captions', () => {
  const hash = 'a'.repeat(64);

  it('knows an uploaded video by its same-site path, and nothing else', () => {
    expect(selfHostedVideo(`/videos/${hash}.webm`)).toEqual({ href: `/videos/${hash}.webm`, type: 'video/webm' });
    expect(selfHostedVideo(`/videos/${hash}.mp4`)).toEqual({ href: `/videos/${hash}.mp4`, type: 'video/mp4' });
    for (const link of [
      undefined,
      '',
      `https://example.com/videos/${hash}.webm`,
      `//example.com/videos/${hash}.webm`,
      `/videos/${hash}.mov`,
      `/videos/${hash.toUpperCase()}.webm`,
      `/videos/../${hash}.webm`,
      `/videos/${hash}.webm?x=1`,
      'https://www.youtube-nocookie.com/embed/abc',
    ]) {
      expect([link, selfHostedVideo(link)]).toEqual([link, null]);
    }
  });

  it('opens the video at a time with a media fragment', () => {
    expect(videoAt(`/videos/${hash}.webm`, 754.9)).toBe(`/videos/${hash}.webm#t=754`);
  });

  it('names the captions of a quarter and language, and reads the name back', () => {
    expect(captionsPath({ year: 2025, quarter: 3 }, 'th')).toBe('/downloads/results-2025-q3-captions-th.vtt');
    expect(parseCaptionsFile('results-2025-q3-captions-en.vtt')).toEqual({
      id: { year: 2025, quarter: 3 },
      lang: 'en',
    });
    for (const file of [
      'results-2025-q5-captions-en.vtt',
      'results-2025-q3-captions-fr.vtt',
      'results-2025-q3-captions-en.srt',
      'results-2025-q3.csv',
      'results-1066-q1-captions-th.vtt',
    ]) {
      expect([file, parseCaptionsFile(file)]).toEqual([file, null]);
    }
  });
});
