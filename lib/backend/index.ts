import { cachedLoader } from './cache';
import { backendLang, backendMode } from './config';
import {
  activityCheck,
  annualReportCheck,
  calendarEventCheck,
  creditRatingCheck,
  electronicAdCheck,
  financialDataPointCheck,
  financialDocumentCheck,
  form561ReportCheck,
  meetingCheck,
  mediaNewsCheck,
  newsClippingCheck,
  oneReportCheck,
  securitiesAnalysisCheck,
  setNewsCheck,
  shareNotificationCheck,
  sustainabilityReportCheck,
} from './entity-checks';
import { getJson } from './http';
import type { ContentTableName } from './local/content-tables';
import { readContentList } from './local/content';
import { checkList, type FieldCheck } from './reply-checks';
import { loadStockQuote } from './stock-quote';
import { TAGS, type CacheTag } from './tags';
import type {
  Activity,
  AnalysisExplanation,
  AnnualReport,
  BackendLang,
  CalendarEvent,
  CreditRating,
  ElectronicAd,
  FinancialDataPoint,
  FinancialStatement,
  Form561Report,
  MediaNews,
  Meeting,
  NewsClipping,
  OneReport,
  SecuritiesAnalysis,
  SetNews,
  ShareNotification,
  StockQuote,
  SustainabilityReport,
} from './types';

export type * from './types';

/**
 * The one door to data (SPEC §7). Every function resolves to the checked reply, or to false on any
 * failure (logged with the call's name); none throws.
 */

interface ListCall<T> {
  /** The function name, used in logs and as the cache key. */
  name: string;
  path: string;
  tag: CacheTag;
  table: ContentTableName;
  check: FieldCheck<T>;
}

/** Logged once where it happened; the outer catch only turns it into false. */
class ReportedFailure extends Error {}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function reporting<T>(name: string, work: () => Promise<T>, log = defaultLog): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ReportedFailure)) log(name, reason(error));
    throw new ReportedFailure(name);
  }
}

function defaultLog(name: string, why: string): void {
  console.error(`[backend] ${name} failed: ${why}`);
}

/** Builds the function of one list call; lang is undefined for calls that send none (SPEC §7). */
function listCall<T>(call: ListCall<T>, log = defaultLog): (lang?: BackendLang) => Promise<T[] | false> {
  // Remote replies are cached per base URL and language; the loader throws so failures are never cached.
  const loadRemote = cachedLoader(call.name, call.tag, (baseUrl: string, lang: string) =>
    reporting(
      call.name,
      async () => checkList(call.name, call.check, await getJson(`${baseUrl}${call.path}`, { query: lang ? { lang } : {} })),
      log,
    ),
  );
  return async (lang) => {
    try {
      const mode = backendMode();
      if (mode.kind === 'remote') return await loadRemote(mode.baseUrl, lang ?? '');
      return await reporting(call.name, async () => checkList(call.name, call.check, await readContentList(call.table, lang)), log);
    } catch (error) {
      if (!(error instanceof ReportedFailure)) log(call.name, reason(error));
      return false;
    }
  };
}

const financialStatements = listCall<FinancialStatement>({
  name: 'getFinancialStatements',
  path: '/api/financial_statements',
  tag: TAGS.financialStatements,
  table: 'financialStatements',
  check: financialDocumentCheck,
});
const analysisExplanation = listCall<AnalysisExplanation>({
  name: 'getAnalysisExplanation',
  path: '/api/analysis_explanation',
  tag: TAGS.analysisExplanation,
  table: 'analysisExplanations',
  check: financialDocumentCheck,
});
const meetings = listCall<Meeting>({
  name: 'getMeetings',
  path: '/api/meetings',
  tag: TAGS.meetings,
  table: 'meetings',
  check: meetingCheck,
});
const shareNotifications = listCall<ShareNotification>({
  name: 'getShareNotifications',
  path: '/api/notification',
  tag: TAGS.shareNotifications,
  table: 'shareNotifications',
  check: shareNotificationCheck,
});
const oneReports = listCall<OneReport>({
  name: 'getOneReports',
  path: '/api/one_reports',
  tag: TAGS.oneReports,
  table: 'oneReports',
  check: oneReportCheck,
});
const annualReports = listCall<AnnualReport>({
  name: 'getAnnualReports',
  path: '/api/annual_report',
  tag: TAGS.annualReports,
  table: 'annualReports',
  check: annualReportCheck,
});
const sustainabilityReports = listCall<SustainabilityReport>({
  name: 'getSustainabilityReports',
  path: '/api/sustainability_report',
  tag: TAGS.sustainabilityReports,
  table: 'sustainabilityReports',
  check: sustainabilityReportCheck,
});
const form561Reports = listCall<Form561Report>({
  name: 'getForm561Reports',
  path: '/api/form_56_1_report',
  tag: TAGS.form561Reports,
  table: 'form561Reports',
  check: form561ReportCheck,
});
const setNews = listCall<SetNews>({
  name: 'getSetNews',
  path: '/api/new_set',
  tag: TAGS.setNews,
  table: 'setNews',
  check: setNewsCheck,
});
const newsClippings = listCall<NewsClipping>({
  name: 'getNewsClippings',
  path: '/api/news_clippings',
  tag: TAGS.newsClippings,
  table: 'newsClippings',
  check: newsClippingCheck,
});
const electronicAds = listCall<ElectronicAd>({
  name: 'getElectronicAds',
  path: '/api/ad_electronic',
  tag: TAGS.electronicAds,
  table: 'electronicAds',
  check: electronicAdCheck,
});
const calendarEvents = listCall<CalendarEvent>({
  name: 'getCalendarEvents',
  path: '/api/calendar_investor',
  tag: TAGS.calendarEvents,
  table: 'calendarEvents',
  check: calendarEventCheck,
});
const activities = listCall<Activity>({
  name: 'getActivities',
  path: '/api/activity',
  tag: TAGS.activities,
  table: 'activities',
  check: activityCheck,
});
const securitiesAnalyses = listCall<SecuritiesAnalysis>({
  name: 'getSecuritiesAnalyses',
  path: '/api/securities_analysis',
  tag: TAGS.securitiesAnalyses,
  table: 'securitiesAnalyses',
  check: securitiesAnalysisCheck,
});
const mediaNews = listCall<MediaNews>({
  name: 'getMediaNews',
  path: '/api/news_medias',
  tag: TAGS.mediaNews,
  table: 'mediaNews',
  check: mediaNewsCheck,
});
const creditRatings = listCall<CreditRating>({
  name: 'getCreditRatings',
  path: '/api/credit_ratings',
  tag: TAGS.creditRatings,
  table: 'creditRatings',
  check: creditRatingCheck,
});
// SPEC §8 fixes the log line of this call.
const financialData = listCall<FinancialDataPoint>(
  {
    name: 'getFinancialData',
    path: '/api/financial_data',
    tag: TAGS.financialData,
    table: 'financialData',
    check: financialDataPointCheck,
  },
  (name, why) => console.error('Failed to fetch financial data', `(${name}: ${why})`),
);

export const getFinancialStatements = (locale: string) => financialStatements(backendLang(locale));
export const getAnalysisExplanation = (locale: string) => analysisExplanation(backendLang(locale));
export const getMeetings = (locale: string) => meetings(backendLang(locale));
export const getShareNotifications = (locale: string) => shareNotifications(backendLang(locale));
export const getOneReports = (locale: string) => oneReports(backendLang(locale));
export const getAnnualReports = (locale: string) => annualReports(backendLang(locale));
export const getSustainabilityReports = (locale: string) => sustainabilityReports(backendLang(locale));
export const getForm561Reports = () => form561Reports();
export const getSetNews = (locale: string) => setNews(backendLang(locale));
export const getNewsClippings = () => newsClippings();
export const getElectronicAds = (locale: string) => electronicAds(backendLang(locale));
export const getCalendarEvents = (locale: string) => calendarEvents(backendLang(locale));
export const getActivities = () => activities();
export const getSecuritiesAnalyses = () => securitiesAnalyses();
export const getMediaNews = (locale: string) => mediaNews(backendLang(locale));
export const getCreditRatings = (locale: string) => creditRatings(backendLang(locale));
/** Exists for parity with the original site; no page displays it (SPEC §7). */
export const getFinancialData = () => financialData();

/** The live quote; not held in the data cache (the HTTP route sets a short Cache-Control instead). */
export async function getStockQuote(): Promise<StockQuote | false> {
  try {
    return await loadStockQuote();
  } catch (error) {
    defaultLog('getStockQuote', reason(error));
    return false;
  }
}
