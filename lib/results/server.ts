import 'server-only';
import { cache } from 'react';
import {
  getAnnualFigures,
  getActivities,
  getCalendarEvents,
  getAnalysisExplanation,
  getFinancialStatements,
  getQuarterlyResults,
  getResultsDocuments,
  getResultsTranscripts,
  getSetNews,
  getStockHistory,
  type QuarterlyResult,
  type TranscriptParagraph,
} from '@/lib/backend';
import { figureBook, type FigureBook } from '@/lib/figures';
import { routing, type Locale } from '@/lib/i18n';
import { investorEvents } from '@/lib/lists';
import { storedVideoResponse } from '@/lib/uploads';
import {
  choicesOf,
  documentOptions,
  findChosenItem,
  matchedDocuments,
  quarterDocuments,
  RESULTS_DOCUMENT_ROLES,
  type DocumentChoices,
  type DocumentOption,
  type QuarterLists,
  type ResultsDocument,
  type ResultsDocumentKind,
} from './documents';
import { upcomingResultsEvents, type UpcomingResultsEvents } from './upcoming';
import {
  VIDEO_FOLDER,
  findQuarter,
  newestFirst,
  parseCaptionsFile,
  selfHostedVideo,
  transcriptOf,
  type CaptionLanguage,
  type QuarterId,
} from './quarters';
import { transcriptToWebVtt } from './webvtt';

/** Every stored quarter, newest first; false when the backend failed or lacks the call (the hub's empty state). */
export async function loadQuarters(): Promise<QuarterlyResult[] | false> {
  const results = await getQuarterlyResults();
  return results && newestFirst(results);
}

/**
 * The company's figures from their one source (docs/results.md, The figures): the stored quarters, the
 * audited annual figures, and each year's closing share price for the market figures. False when the
 * quarters' call failed (the pages then show N/A); a failed annual call or price history leaves only
 * what they give out. Once per request.
 */
export const loadFigureBook = cache(async (): Promise<FigureBook | false> => {
  const [results, annuals] = await Promise.all([getQuarterlyResults(), getAnnualFigures()]);
  if (!results) return false;
  const years = figureBook(results, annuals || []).years.map((entry) => entry.year);
  return figureBook(results, annuals || [], await yearEndPrices(years));
});

/** The close of each year's last trading day (December's last stored day), by year; a year without one is left out. */
async function yearEndPrices(years: readonly number[]): Promise<Map<number, number>> {
  const closes = await Promise.all(
    years.map(async (year) => {
      const days = await getStockHistory(`${year}-12-01`, `${year}-12-31`);
      const last = days ? days.at(-1) : undefined;
      return last ? ([year, last.close] as const) : null;
    }),
  );
  return new Map(closes.filter((entry): entry is readonly [number, number] => entry !== null));
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
  const [results, transcripts, setNews, statements, analysis, activities, choices] = await Promise.all([
    loadQuarters(),
    getResultsTranscripts(locale),
    getSetNews(locale),
    getFinancialStatements(locale),
    getAnalysisExplanation(locale),
    getActivities(),
    // The IR team's choices per role; a backend without them (false) leaves every role matched.
    getResultsDocuments(),
  ]);
  if (!results) return false;
  const result = findQuarter(results, id);
  if (!result) return null;
  const transcript = transcripts ? transcriptOf(transcripts, id) : [];
  return {
    result,
    results,
    transcript,
    documents: quarterDocuments({ setNews, statements, analysis, activities }, id, choicesOf(choices, id)),
    captionLanguages: selfHostedVideo(result.webcast_link)
      ? await captionLanguages(id, locale, transcript.length > 0)
      : [],
  };
}

/** The four lists a quarter's documents come from, in a language; a failed list is false. */
async function loadQuarterLists(locale: Locale): Promise<QuarterLists> {
  const [setNews, statements, analysis, activities] = await Promise.all([
    getSetNews(locale),
    getFinancialStatements(locale),
    getAnalysisExplanation(locale),
    getActivities(),
  ]);
  return { setNews, statements, analysis, activities };
}

/**
 * A quarter's documents as the lists hold them now, in a language, with the given choices per role
 * instead of the stored ones (a version's preview, docs/newsroom.md, Preview): whatever list failed
 * gives nothing.
 */
export async function loadQuarterDocuments(
  id: QuarterId,
  locale: Locale,
  choices: DocumentChoices = {},
): Promise<ResultsDocument[]> {
  return quarterDocuments(await loadQuarterLists(locale), id, choices);
}

/** What the quarterly results form offers for one role: the items of its list and what matching would give. */
export interface DocumentChoiceField {
  role: ResultsDocumentKind;
  options: DocumentOption[];
  /** The documents the lists match to the quarter for the role (none without a quarter). */
  matched: ResultsDocument[];
  /** The role's list could not be read: only "Matched automatically" and "None" are offered. */
  failed: boolean;
}

/**
 * The quarterly results form's document choices (docs/results.md, Managing it), in the form's
 * language: per role the items of its list (documentOptions: near the quarter, newest first,
 * bounded) and the automatic match of the quarter, if known.
 */
export async function loadDocumentChoiceFields(
  id: QuarterId | null,
  locale: Locale,
  chosen: DocumentChoices = {},
): Promise<DocumentChoiceField[]> {
  const lists = await loadQuarterLists(locale);
  const failedOf: Record<ResultsDocumentKind, boolean> = {
    announcement: lists.setNews === false,
    statements: lists.statements === false,
    analysis: lists.analysis === false,
    presentation: lists.activities === false,
  };
  return RESULTS_DOCUMENT_ROLES.map((role) => ({
    role,
    options: documentOptions(lists, role, id, chosen[role]),
    matched: id ? matchedDocuments(lists, id, role) : [],
    failed: failedOf[role],
  }));
}

/**
 * The roles whose choice names no item of its list, in either language (the server's check of the
 * quarterly results form, docs/results.md, Managing it). A list that cannot be read refuses its
 * choices too: nothing is stored that cannot be checked.
 */
export async function unknownDocumentChoices(choices: DocumentChoices): Promise<ResultsDocumentKind[]> {
  const chosen = RESULTS_DOCUMENT_ROLES.filter((role) => choices[role] !== undefined && choices[role] !== 'none');
  if (chosen.length === 0) return [];
  const both = await Promise.all(routing.locales.map((lang) => loadQuarterLists(lang)));
  return chosen.filter((role) => !both.some((lists) => findChosenItem(lists, role, choices[role]!)));
}

/**
 * The next results date and Opportunity Day of the investor calendar in the page's language
 * (docs/results.md, "Coming up"); false when the calendar call failed.
 */
export async function loadUpcomingResultsEvents(
  locale: Locale,
  now: Date = new Date(),
): Promise<UpcomingResultsEvents | false> {
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
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

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
