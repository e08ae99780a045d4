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
import type { Locale } from '@/lib/i18n';
import { investorEvents } from '@/lib/lists';
import { quarterDocuments, type ResultsDocument } from './documents';
import { upcomingResultsEvents, type UpcomingResultsEvents } from './upcoming';
import { findQuarter, newestFirst, transcriptOf, type QuarterId } from './quarters';

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
  return {
    result,
    results,
    transcript: transcripts ? transcriptOf(transcripts, id) : [],
    documents: quarterDocuments({ setNews, statements, analysis, activities }, id),
  };
}

/**
 * The next results date and Opportunity Day of the investor calendar in the page's language
 * (docs/results.md, "Coming up"); false when the calendar call failed.
 */
export async function loadUpcomingResultsEvents(locale: Locale, now: Date = new Date()): Promise<UpcomingResultsEvents | false> {
  const events = await getCalendarEvents(locale);
  return events && upcomingResultsEvents(investorEvents(events), now);
}
