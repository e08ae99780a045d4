import 'server-only';
import {
  getActivities,
  getCalendarEvents,
  getAnalysisExplanation,
  getFinancialStatements,
  getQuarterlyResults,
  getResultsTranscripts,
  getSetNews,
  type QuarterlyResult,
  type TranscriptParagraph,
} from '@/lib/backend';
import { routing, type Locale } from '@/lib/i18n';
import { investorEvents } from '@/lib/lists';
import { storedVideoResponse } from '@/lib/uploads';
import { quarterDocuments, type ResultsDocument } from './documents';
import { upcomingResultsEvents, type UpcomingResultsEvents } from './upcoming';
import { VIDEO_FOLDER, findQuarter, newestFirst, parseCaptionsFile, selfHostedVideo, transcriptOf, type CaptionLanguage, type QuarterId } from './quarters';
import { transcriptToWebVtt } from './webvtt';

/** Every stored quarter, newest first; false when the backend failed or lacks the call (the hub's empty state). */
export async function loadQuarters(): Promise<QuarterlyResult[] | false> {
  const results = await getQuarterlyResults();
  return results && newestFirst(results);
}

export interface QuarterPageData {
  result: QuarterlyResult;
  /** Every stored quarter, newest first, for the changes and the neighbours' links. */
  results: QuarterlyResult[];
  /** The quarter's call transcript in the page's language; empty when there is none or the call failed. */
  transcript: TranscriptParagraph[];
  documents: ResultsDocument[];
  /** The languages that have a transcript of the quarter, when its webcast is a self-hosted video: its caption tracks. */
  captionLanguages: CaptionLanguage[];
}

/**
 * Everything a quarter's page shows; null when the quarter is not stored (the page is then not
 * found), false when the figures' call failed.
 */
export async function loadQuarterPage(id: QuarterId, locale: Locale): Promise<QuarterPageData | null | false> {
  const [results, transcripts, setNews, statements, analysis, activities] = await Promise.all([
    loadQuarters(),
    getResultsTranscripts(locale),
    getSetNews(locale),
    getFinancialStatements(locale),
    getAnalysisExplanation(locale),
    getActivities(),
  ]);
  if (!results) return false;
  const result = findQuarter(results, id);
  if (!result) return null;
  const transcript = transcripts ? transcriptOf(transcripts, id) : [];
  return {
    result,
    results,
    transcript,
    documents: quarterDocuments({ setNews, statements, analysis, activities }, id),
    captionLanguages: selfHostedVideo(result.webcast_link) ? await captionLanguages(id, locale, transcript.length > 0) : [],
  };
}

/**
 * A quarter's documents as the lists hold them now, in a language (the workspace's quarterly results
 * form shows them, docs/newsroom.md): whatever list failed gives nothing.
 */
export async function loadQuarterDocuments(id: QuarterId, locale: Locale): Promise<ResultsDocument[]> {
  const [setNews, statements, analysis, activities] = await Promise.all([getSetNews(locale), getFinancialStatements(locale), getAnalysisExplanation(locale), getActivities()]);
  return quarterDocuments({ setNews, statements, analysis, activities }, id);
}

/**
 * The next results date and Opportunity Day of the investor calendar in the page's language
 * (docs/results.md, "Coming up"); false when the calendar call failed.
 */
export async function loadUpcomingResultsEvents(locale: Locale, now: Date = new Date()): Promise<UpcomingResultsEvents | false> {
  const events = await getCalendarEvents(locale);
  return events && upcomingResultsEvents(investorEvents(events), now);
}

/** The languages with a transcript of the quarter: the page's own is known, the other is asked for. */
async function captionLanguages(id: QuarterId, locale: Locale, pageHasOne: boolean): Promise<CaptionLanguage[]> {
  const found = await Promise.all(
    routing.locales.map(async (lang) => {
      if (lang === locale) return pageHasOne;
      const transcripts = await getResultsTranscripts(lang);
      return transcripts ? transcriptOf(transcripts, id).length > 0 : false;
    }),
  );
  return routing.locales.filter((_, index) => found[index]);
}

const plainNotFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A quarter's transcript as WebVTT captions (docs/results.md#transcripts-and-captions), for
 * /downloads/results-<year>-q<n>-captions-<th|en>.vtt: 404 for another name, or a quarter without a
 * transcript in that language (or a backend that failed).
 */
export async function captionsResponse(file: string): Promise<Response> {
  const parsed = parseCaptionsFile(file);
  if (!parsed) return plainNotFound();
  const transcripts = await getResultsTranscripts(parsed.lang);
  const transcript = transcripts ? transcriptOf(transcripts, parsed.id) : [];
  if (transcript.length === 0) return plainNotFound();
  return new Response(transcriptToWebVtt(transcript, parsed.lang), {
    headers: {
      'content-type': 'text/vtt; charset=utf-8',
      // The transcript changes with the backend's list, itself cached for minutes.
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex, nofollow',
    },
  });
}

/**
 * A stored video at /videos/<sha256>.<webm|mp4>, served only while a stored quarter's webcast links
 * it (docs/uploads.md#videos): any other stored file, an upload not linked yet or no longer, is 404.
 * Revalidated on each request (`no-cache`, the ETag answers 304), so unlinking takes effect at once.
 */
export async function publishedVideoResponse(file: string, request: Request): Promise<Response> {
  const href = `${VIDEO_FOLDER}/${file}`;
  if (!selfHostedVideo(href)) return plainNotFound();
  const results = await getQuarterlyResults();
  if (!results || !results.some((result) => result.webcast_link === href)) return plainNotFound();
  return storedVideoResponse(file, { request, cacheControl: 'public, no-cache' });
}
