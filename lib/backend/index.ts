import 'server-only';
import { cachedLoader } from './cache';
import {
  BACKEND_CALLS,
  CALL_KEYS,
  RANGE_CALLS,
  callKeyByName,
  getterName,
  type BackendCall,
  type CallItem,
  type CallKey,
  type GetterName,
  type RangeCallKey,
  type RangeItem,
  checkList,
  type FieldCheck,
} from '@/lib/contract';
import { backendLang, backendMode } from './config';
import { getJson } from './http';
import { contentTable, readContentList, readPriceDays } from '@/lib/store';
import { QuoteUnavailableError } from './quote-cache';
import { cachedStockQuote, loadStockQuote } from './stock-quote';
import { TAGS } from './tags';
import { companyFactsOf, seedCompanyRow, type CompanyFacts } from '@/lib/facts';
import { figureBook, financialDataPoints } from '@/lib/figures';
import type { Locale } from '@/lib/i18n';
import { cache } from 'react';
import type { StockQuote } from '@/lib/contract';

// The contract's entities, so that readers of the door need no second import.
export type {
  AnalysisExplanation,
  Activity,
  AnnualFigures,
  AnnualReport,
  BackendLang,
  CalendarEvent,
  CreditRating,
  WarrantDocument,
  Dividend,
  CompanyFactsRow,
  AnalystContact,
  DealerBank,
  Bond,
  ElectronicAd,
  FinancialDataPoint,
  FinancialDocument,
  MajorShareholder,
  FinancialStatement,
  Form561Report,
  MediaNews,
  Meeting,
  NewsClipping,
  OneReport,
  PriceLevel,
  QuarterlyResult,
  ResultsDocumentChoice,
  SecuritiesAnalysis,
  SetNews,
  ShareNotification,
  StockQuote,
  SustainabilityReport,
  TranscriptParagraph,
} from '@/lib/contract';
export type { FacetCount, SearchHit } from '@/lib/store';

// The door's other parts: route helpers, the quote, the alert flows, health.
export { backendLang, backendMode } from './config';
export {
  addressOfUnsubscribeLink,
  alertSubscriberOfLink,
  handleConfirm,
  handleConfirmUnsubscribe,
  handlePreferences,
  handleUnsubscribe,
} from './email-alerts';
export { checkHealth, type FilesHealth, type FilesPlace } from './health';
export { getJson as remoteJson } from './http';
export {
  clientKey,
  createFormRateLimiter,
  createMemoryRateLimiter,
  createRedisRateLimiter,
  createSharedRateLimiter,
} from './rate-limit';
export type { RateLimiter } from './rate-limit';
export { readLimitedBytes, readLimitedText } from './request-body';
export { dataReply, requestLang } from './route-replies';
export { handleSendEmail, requestLocale } from './send-email';
export { QUOTE_CACHE_CONTROL, quoteRateLimit } from './stock-quote';
export { ALL_TAGS } from './tags';
export type { CacheTag } from './tags';

// What only the embedded store does (accounts, audit, outbox, backups, publishing): nothing above
// the door imports lib/store itself (docs/architecture.md, The layers).
export { entityFingerprint, readCorrections, readListedDocument, readPublishedDocument } from '@/lib/store';
export type { PublishedDocument } from '@/lib/store';
export {
  accountSignInLocked,
  claimTotpStep,
  lockAccountSignIn,
  signInFailureCounts,
  unlockAccountSignIn,
} from '@/lib/store';
export { auditHead, latestBackupAuditHead, type BackupAuditHead, type ManifestAuthentication } from '@/lib/store';
export type { UploadBucket } from '@/lib/store';
export {
  listPublishedQuestions,
  listQuestionQuarters,
  listQuestions,
  purgeQuestionContacts,
  QUESTION_CONTACT_DAYS,
  QUESTIONS_PER_ADDRESS,
  readQuestion,
  storeQuestion,
  writeQuestionChange,
} from '@/lib/store';
export type { NewQuestion, PublishedQuestion, QuestionChange, QuestionState, StoredQuestion } from '@/lib/store';
// The reading figures' days and the items behind downloaded documents (lib/reading).
export { readDocumentPublishers, readReadingDays, type DocumentPublisher, type ReadingDayTotals } from '@/lib/store';
export {
  BackupRefused,
  EMBEDDED_ORIGIN,
  PublishError,
  appendAuditEntry,
  auditEntriesInOrder,
  auditFacets,
  backupDir,
  backupKey,
  backupSchedule,
  cancelEnrolments,
  claimEnrolment,
  clearSignInFailures,
  closeDatabase,
  consumeEnrolment,
  contentTable,
  databasePath,
  demoFiles,
  storeDescription,
  storeEngine,
  findAccount,
  findEnrolment,
  hasPriceDay,
  importPriceDays,
  listAccounts,
  listAuditEntries,
  priceDayCounts,
  publishItem,
  publishedDocumentsDir,
  purgeAlertRecords,
  purgeExpiredRecords,
  purgeReadingDays,
  READING_TABLES,
  readReadingTotals,
  recordPriceDay,
  recordSignInFailure,
  restoreBackup,
  revalidateSite,
  runScheduledBackup,
  storeEnrolment,
  takeBackup,
  verifyBackup,
  writeReadingIncrements,
} from '@/lib/store';
// Every query is a named function of the store (docs/architecture.md, The layers): no database handle passes the door.
export {
  authDatabaseType,
  authDialect,
  copyStoreTo,
  openStore,
  readContentRows,
  readIndexState,
  readSearchWords,
  schemaSource,
  searchStoredIndex,
  seedStore,
  storeLeases,
  writeIndexSources,
  writeQuarterlyResultRow,
} from '@/lib/store';
export type { AuthDialect, CopyReport, LeaseStore, QuarterlyResultRow, SchemaSource, StoreLocation } from '@/lib/store';
// The newsroom's queries (lib/newsroom), and its writes in one transaction (newsroomTransaction).
export {
  countItemPage,
  firstNewsroomItemId,
  itemStartYears,
  listNewsroomItems,
  madeAccountSince,
  newsroomTransaction,
  readDueItemIds,
  readItemEvents,
  readItemPage,
  readItemPublishedDocuments,
  readItemsAskedBy,
  readItemsInView,
  readItemVersions,
  readLiveVersion,
  readLivePopupContent,
  readNewsroomItem,
  readUploadPages,
  readUploadRecords,
  readVersionContents,
  readWithdrawnDocument,
  recordWorkspaceUploads,
  sendBackScheduledItem,
} from '@/lib/store';
export type { ItemColumns, NewsroomWrites, StoredItemRow } from '@/lib/store';
// The outbox (lib/mail sends it): the queued mail, how each try went, and the tokens of the mails written when sent.
export {
  markMailFailed,
  markMailForRetry,
  markMailSent,
  pendingMailCount,
  readDueMail,
  readQueuedRecipients,
  readCompanyShortName,
  renewSignUpToken,
  renewUnsubscribeToken,
  storeOpenings,
} from '@/lib/store';
export type { QueuedMail } from '@/lib/store';
// The alerts' scan, and the fan-out's and deliveries' queries lib/mail runs.
export { scanForNewItems, storeAlertDeliveries } from '@/lib/store';
export type { AlertDeliveries } from '@/lib/store';
// The site's own vitals (lib/vitals).
export {
  countVitalsSamples,
  deleteVitalsBefore,
  insertVitalsSamples,
  readVitalsDaily,
  readVitalsSamplesOfDay,
  replaceVitalsDay,
  vitalsSampleDays,
} from '@/lib/store';
export type {
  AuditEntry,
  AuditFilter,
  DemoFile,
  IndexWords,
  IndexedSource,
  ReadingIncrement,
  ReadingKind,
  ReadingTotal,
  SearchResults,
  StoredAccount,
} from '@/lib/store';

/**
 * The one door to data (docs/architecture.md, The layers). Every function resolves to the checked reply, or to false on any
 * failure (logged with the call's name); none throws. The list getters are built from the entries
 * of lib/contract/calls.ts.
 */

/** A list getter: calls that send lang take the page's locale, the others nothing. */
type ListGetter<K extends CallKey> = (typeof BACKEND_CALLS)[K]['lang'] extends true
  ? (locale: string) => Promise<CallItem<K>[] | false>
  : () => Promise<CallItem<K>[] | false>;

type ListGetters = { [K in CallKey as GetterName<K>]: ListGetter<K> };

/** Logged once where it happened; the outer catch only turns it into false. */
class ReportedFailure extends Error {}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function defaultLog(name: string, why: string): void {
  console.error(`[backend] ${name} failed: ${why}`);
}

/**
 * The calls the embedded backend derives instead of reading a table: the financial data, from the
 * quarters and the annual figures, so that it agrees with every page (lib/figures).
 */
const EMBEDDED_DERIVED: Partial<Record<CallKey, () => Promise<unknown[]>>> = {
  financialData: async () => {
    const { quarterlyResults, annualFigures } = BACKEND_CALLS;
    const [quarters, annuals] = await Promise.all([
      readContentList(contentTable(quarterlyResults)),
      readContentList(contentTable(annualFigures)),
    ]);
    return financialDataPoints(
      figureBook(
        checkList(quarterlyResults.name, quarterlyResults.check, quarters),
        checkList(annualFigures.name, annualFigures.check, annuals),
      ),
    );
  },
};

/** Builds the getter of one list call; its failures are logged under the getter's name. */
function listGetter(key: CallKey): (locale?: string) => Promise<unknown[] | false> {
  const call: BackendCall = BACKEND_CALLS[key];
  const name = getterName(key);
  const log = call.failureLog
    ? (_: string, why: string) => console.error(call.failureLog, `(${name}: ${why})`)
    : defaultLog;
  const reporting = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ReportedFailure)) log(name, reason(error));
      throw new ReportedFailure(name);
    }
  };
  const table = contentTable(call);
  // Remote replies are cached per base URL and language; the loader throws so failures are never cached.
  const loadRemote = cachedLoader(name, TAGS[key], (baseUrl: string, lang: string) =>
    reporting(async () =>
      checkList(name, call.check, await getJson(`${baseUrl}${call.path}`, { query: lang ? { lang } : {} })),
    ),
  );
  return async (locale) => {
    // A call that sends no lang sends none, whatever the caller passes.
    const lang = call.lang ? backendLang(locale) : undefined;
    try {
      const mode = backendMode();
      if (mode.kind === 'remote') return await loadRemote(mode.baseUrl, lang ?? '');
      const derived = EMBEDDED_DERIVED[key];
      return await reporting(async () =>
        checkList(name, call.check, derived ? await derived() : await readContentList(table, lang)),
      );
    } catch (error) {
      if (!(error instanceof ReportedFailure)) log(name, reason(error));
      return false;
    }
  };
}

// Each getter's item type is its entry's check type: checkList gives exactly those items.
const LIST_GETTERS = Object.fromEntries(
  CALL_KEYS.map((key) => [getterName(key), listGetter(key)]),
) as unknown as ListGetters;

export const {
  getFinancialStatements,
  getAnalysisExplanation,
  getMeetings,
  getShareNotifications,
  getOneReports,
  getAnnualReports,
  getSustainabilityReports,
  getForm561Reports,
  getSetNews,
  getNewsClippings,
  getElectronicAds,
  getCalendarEvents,
  getActivities,
  getSecuritiesAnalyses,
  getMediaNews,
  getCreditRatings,
  getWarrantDocuments,
  getFinancialData,
  getQuarterlyResults,
  getAnnualFigures,
  getMajorShareholders,
  getDividends,
  getAnalystContacts,
  getDealerBanks,
  getBonds,
  getCompany,
  getResultsTranscripts,
  getResultsDocuments,
} = LIST_GETTERS;

/**
 * The company's facts in a language, as the IR team last published them (the seed's until then),
 * read once per request. Should the store or the company backend fail, the built-in facts of the
 * seed stand in (logged by the getter): the header, the footer and every file name keep a name, and
 * the figures are the ones the site was built with (docs/newsroom.md, Facts and figures).
 */
export const loadCompanyFacts = cache(async (locale: Locale): Promise<CompanyFacts> => {
  const rows = await getCompany(locale);
  const row = rows ? rows[0] : undefined;
  return companyFactsOf(row ?? seedCompanyRow(locale));
});

/**
 * The getter of the call a spec name stands for (the route /api/<name>), taking a locale whether
 * or not the call sends it; undefined when the name is no list call.
 */
export function listGetterByName(name: string): ((locale: string) => Promise<unknown[] | false>) | undefined {
  const key = callKeyByName(name);
  return key && (LIST_GETTERS[getterName(key)] as (locale: string) => Promise<unknown[] | false>);
}

/**
 * The getter of a range call (RANGE_CALLS of lib/contract/calls.ts): the items from `from` to `to` (ISO days, both
 * included), oldest first, or false on any failure. Callers bound the range (lib/prices/history-query.ts);
 * items outside it, repeated days and malformed items of a remote reply are dropped.
 */
function rangeGetter<K extends RangeCallKey>(key: K): (from: string, to: string) => Promise<RangeItem<K>[] | false> {
  const call = RANGE_CALLS[key];
  const name = getterName(key);
  // Each entry's check reads exactly its item type; indexing by a generic key loses that link.
  const check = call.check as unknown as FieldCheck<RangeItem<K>>;
  const remoteItems = async (baseUrl: string, from: string, to: string) =>
    checkList(name, check, await getJson(`${baseUrl}${call.path}`, { query: { from, to } }));
  // Failures throw, so they are never cached; logged once below.
  const loadRemote = cachedLoader(name, TAGS[key], remoteItems);
  const inRange = (items: RangeItem<K>[], from: string, to: string) => {
    const byDate = new Map<string, RangeItem<K>>();
    for (const item of items) if (item.date >= from && item.date <= to) byDate.set(item.date, item);
    return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  };
  return async (from, to) => {
    try {
      const mode = backendMode();
      const items =
        mode.kind === 'remote'
          ? await loadRemote(mode.baseUrl, from, to)
          : checkList(name, check, await readPriceDays(from, to));
      return inRange(items, from, to);
    } catch (error) {
      defaultLog(name, reason(error));
      return false;
    }
  };
}

/** The daily prices of a range, oldest first (GET /api/stock_history?from=&to=). */
export const getStockHistory = rangeGetter('stockHistory');

/** The company's stock symbol on the exchange, from its published facts (one for every language). */
export async function companySymbol(): Promise<string> {
  return (await loadCompanyFacts('en')).symbol;
}

/** The company's quote from its source, uncached (the price recorder); throws on any failure. */
export async function loadCompanyQuote(): Promise<StockQuote> {
  return loadStockQuote(await companySymbol());
}

/**
 * The live quote of the company's symbol; not held in Next's data cache but in the quote's own (lib/backend/quote-cache.ts):
 * one upstream call per STOCK_QUOTE_CACHE_SECONDS for every visitor, the last good quote served while
 * it refreshes. False when there is none to show.
 */
export async function getStockQuote(): Promise<StockQuote | false> {
  try {
    return await cachedStockQuote(await companySymbol());
  } catch (error) {
    // The cache has reported each failed upstream call once already.
    if (!(error instanceof QuoteUnavailableError)) defaultLog('getStockQuote', reason(error));
    return false;
  }
}
