/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import quarterlySeed from '@/data/seed/quarterly-results.json';
import transcriptSeed from '@/data/seed/results-transcripts.json';
import {
  getActivities,
  getQuarterlyResults,
  getResultsDocuments,
  getResultsTranscripts,
  type QuarterlyResult,
  type TranscriptParagraph,
} from '@/lib/backend';
import { forgetSettings } from '@/lib/config/settings.mjs';
import { webmBytes } from '@/lib/uploads/upload-fixtures';
import { captionsResponse, loadQuarterPage, publishedVideoResponse } from './server';
import { parseWebVtt } from './webvtt';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  getQuarterlyResults: jest.fn(),
  getResultsTranscripts: jest.fn(),
  getSetNews: jest.fn(async () => false),
  getFinancialStatements: jest.fn(async () => false),
  getAnalysisExplanation: jest.fn(async () => false),
  getActivities: jest.fn(async () => false),
  getResultsDocuments: jest.fn(async () => false),
}));

const quarters = jest.mocked(getQuarterlyResults);
const transcripts = jest.mocked(getResultsTranscripts);
const video = webmBytes(2000);
const hash = createHash('sha256').update(video).digest('hex');
const href = `/videos/${hash}.webm`;
let directory: string;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'results-server-'));
  writeFileSync(path.join(directory, `${hash}.webm`), video);
  process.env.UPLOAD_DIR = directory;
  forgetSettings();
  const seeded = quarterlySeed as QuarterlyResult[];
  quarters.mockResolvedValue(
    seeded.map((row) => (row.year === 2025 && row.quarter === 3 ? { ...row, webcast_link: href } : row)),
  );
  transcripts.mockImplementation(async (lang) =>
    (transcriptSeed as (TranscriptParagraph & { lang: string })[]).filter(
      (row) => row.lang === lang && (lang === 'th' || row.seq < 3),
    ),
  );
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
  delete process.env.UPLOAD_DIR;
  forgetSettings();
});

describe('captionsResponse', () => {
  it('writes the stored transcript of the quarter and language as WebVTT', async () => {
    const response = await captionsResponse('results-2025-q3-captions-en.vtt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(parseWebVtt(await response.text()).map((paragraph) => paragraph.speaker)).toEqual([
      'Moderator',
      transcriptSeed.find((row) => row.lang === 'en' && row.seq === 2)!.speaker,
    ]);
  });

  it('is not found without a transcript, for another name, or when the backend fails', async () => {
    expect((await captionsResponse('results-2025-q2-captions-th.vtt')).status).toBe(404);
    expect((await captionsResponse('results-2025-q3-captions-de.vtt')).status).toBe(404);
    transcripts.mockResolvedValue(false);
    expect((await captionsResponse('results-2025-q3-captions-th.vtt')).status).toBe(404);
  });
});

describe('publishedVideoResponse', () => {
  const request = (headers: Record<string, string> = {}) => new Request(`http://localhost${href}`, { headers });

  it('serves a stored video a quarter links, with ranges and a public revalidated cache', async () => {
    const response = await publishedVideoResponse(`${hash}.webm`, request({ range: 'bytes=0-9' }));
    expect(response.status).toBe(206);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(Buffer.from(await response.arrayBuffer()).equals(video.subarray(0, 10))).toBe(true);
  });

  it('is not found once no quarter links it, or when the backend fails', async () => {
    quarters.mockResolvedValue(quarterlySeed as QuarterlyResult[]);
    expect((await publishedVideoResponse(`${hash}.webm`, request())).status).toBe(404);
    quarters.mockResolvedValue(false);
    expect((await publishedVideoResponse(`${hash}.webm`, request())).status).toBe(404);
    expect((await publishedVideoResponse('../../etc/passwd', request())).status).toBe(404);
  });
});

describe('loadQuarterPage', () => {
  it('names a caption track for each language with a transcript when the webcast is self-hosted', async () => {
    const page = await loadQuarterPage({ year: 2025, quarter: 3 }, 'en');
    expect(page && page.captionLanguages).toEqual(['th', 'en']);
    transcripts.mockImplementation(async (lang) =>
      lang === 'th'
        ? (transcriptSeed as (TranscriptParagraph & { lang: string })[]).filter((row) => row.lang === 'th')
        : [],
    );
    expect(((await loadQuarterPage({ year: 2025, quarter: 3 }, 'en')) || null)?.captionLanguages).toEqual(['th']);
    // An external webcast has no tracks.
    expect(((await loadQuarterPage({ year: 2025, quarter: 2 }, 'th')) || null)?.captionLanguages).toEqual([]);
  });
  it('prefers the stored choice of a role, and matches from the lists when the backend has no choices (a remote one lacking the call)', async () => {
    const activities = [
      {
        activity_id: 15,
        activity_name: 'Opportunity Day Q3/2025',
        activity_date: '2025-11-25',
        activity_img_url: '/i.svg',
        activity_pdf_url: '/documents/activities/q3.pdf',
      },
      {
        activity_id: 16,
        activity_name: 'Site visit',
        activity_date: '2025-12-02',
        activity_img_url: '/i.svg',
        activity_pdf_url: '/documents/activities/visit.pdf',
      },
    ];
    jest.mocked(getActivities).mockResolvedValue(activities);
    const documents = async () => ((await loadQuarterPage({ year: 2025, quarter: 3 }, 'en')) || null)?.documents;
    jest.mocked(getResultsDocuments).mockResolvedValue(false);
    expect(await documents()).toEqual([
      { kind: 'presentation', title: 'Opportunity Day Q3/2025', href: '/documents/activities/q3.pdf' },
    ]);
    jest
      .mocked(getResultsDocuments)
      .mockResolvedValue([{ year: 2025, quarter: 3, role: 'presentation', choice: '16' }]);
    expect(await documents()).toEqual([
      { kind: 'presentation', title: 'Site visit', href: '/documents/activities/visit.pdf' },
    ]);
    jest
      .mocked(getResultsDocuments)
      .mockResolvedValue([{ year: 2025, quarter: 3, role: 'presentation', choice: 'none' }]);
    expect(await documents()).toEqual([]);
    jest.mocked(getActivities).mockResolvedValue(false);
    jest.mocked(getResultsDocuments).mockResolvedValue(false);
  });
});
