import {
  DOCUMENT_CHOICE_PATTERN,
  RESULTS_DOCUMENT_ROLES,
  type Activity,
  type FinancialDocument,
  type ResultsDocumentChoice,
  type ResultsDocumentRole,
  type SetNews,
} from '@/lib/contract';
import { toGregorianYear } from '@/lib/format';
import type { QuarterId } from './quarters';

/**
 * A quarter's documents, taken from the lists that already hold them (docs/results.md): nothing is
 * uploaded twice. The statements and the MD&A lists carry a year and quarter; the exchange
 * announcements and the activities name the quarter in their titles, read here. The IR team may
 * choose the item of a role instead, or none (its choices, resultsDocuments): a choice wins over
 * the match.
 */

export type ResultsDocumentKind = ResultsDocumentRole;
export { RESULTS_DOCUMENT_ROLES };

/** What was chosen per role: `none`, or the key of an item of the role's list (documentKey). A role left out is matched. */
export type DocumentChoices = Partial<Record<ResultsDocumentKind, string>>;

export interface ResultsDocument {
  kind: ResultsDocumentKind;
  /** The list item's own title, where it has one (announcements, presentations). */
  title?: string;
  href: string;
}

const QUARTER_PATTERNS: readonly { pattern: RegExp; quarter?: 4 }[] = [
  // 'Q3/2025', 'Opportunity Day Q3/2025'
  { pattern: /\bQ([1-4])\/(\d{4})\b/ },
  // 'ไตรมาสที่ 3/2568', 'ไตรมาส 3/2568'
  { pattern: /ไตรมาส(?:ที่)?\s*([1-4])\/(\d{4})/ },
  // The annual statements and MD&A stand for the fourth quarter.
  { pattern: /year ended 31 December (\d{4})/i, quarter: 4 },
  { pattern: /สิ้นสุดวันที่ 31 ธันวาคม (\d{4})/, quarter: 4 },
  { pattern: /Management discussion and analysis for the year (\d{4})/i, quarter: 4 },
  { pattern: /คำอธิบายและการวิเคราะห์ของฝ่ายจัดการ ประจำปี (\d{4})/, quarter: 4 },
  // 'Analyst meeting: 2024 results', 'ประชุมนักวิเคราะห์ผลการดำเนินงานปี 2567'
  { pattern: /\b(\d{4}) results\b/i, quarter: 4 },
  { pattern: /ผลการดำเนินงานปี (\d{4})/, quarter: 4 },
];

/** The quarter a title names (a Buddhist-era year read as such), or null. */
export function quarterOfTitle(title: string): QuarterId | null {
  for (const { pattern, quarter } of QUARTER_PATTERNS) {
    const match = pattern.exec(title);
    if (!match) continue;
    const [year, named] = quarter ? [match[1], quarter] : [match[2], Number(match[1])];
    return { year: toGregorianYear(Number(year)), quarter: named as QuarterId['quarter'] };
  }
  return null;
}

const isQuarter = (item: { year: number; quarter: number } | null, id: QuarterId) =>
  item !== null && item.year === id.year && item.quarter === id.quarter;

export interface QuarterLists {
  setNews: readonly SetNews[] | false;
  statements: readonly FinancialDocument[] | false;
  analysis: readonly FinancialDocument[] | false;
  activities: readonly Activity[] | false;
}

/** An item of one of the lists, whichever. */
type ListItem = SetNews | FinancialDocument | Activity;

const listOf = (lists: QuarterLists, role: ResultsDocumentKind): readonly ListItem[] => {
  const list = {
    announcement: lists.setNews,
    statements: lists.statements,
    analysis: lists.analysis,
    presentation: lists.activities,
  }[role];
  return list || [];
};

/** The key a choice names an item of a role's list by: an announcement's or activity's id, a statements' or MD&A's `2025-q3`. */
export function documentKey(role: ResultsDocumentKind, item: ListItem): string {
  if (role === 'announcement') return String((item as SetNews).new_set_id);
  if (role === 'presentation') return String((item as Activity).activity_id);
  const document = item as FinancialDocument;
  return `${document.year}-q${document.quarter}`;
}

/** Whether a value is a well-formed choice of a role: `none` or a key of the role's shape (it may name no item). */
export function isDocumentChoice(role: ResultsDocumentKind, value: string): boolean {
  return DOCUMENT_CHOICE_PATTERN[role].test(value);
}

/** The document a list item stands for in a role. */
function documentOf(role: ResultsDocumentKind, item: ListItem): ResultsDocument {
  if (role === 'announcement')
    return { kind: role, title: (item as SetNews).new_set_title, href: (item as SetNews).new_set_pdf_url };
  if (role === 'presentation')
    return { kind: role, title: (item as Activity).activity_name, href: (item as Activity).activity_pdf_url };
  return { kind: role, href: (item as FinancialDocument).pdf_url };
}

/** The documents the lists match to a quarter for one role (the page's order within the role). */
export function matchedDocuments(lists: QuarterLists, id: QuarterId, role: ResultsDocumentKind): ResultsDocument[] {
  switch (role) {
    case 'announcement':
      return (lists.setNews || [])
        .filter((news) => isQuarter(quarterOfTitle(news.new_set_title), id))
        .map((news) => documentOf(role, news));
    case 'statements':
    case 'analysis': {
      const found = listOf(lists, role).find((document) => isQuarter(document as FinancialDocument, id));
      return found ? [documentOf(role, found)] : [];
    }
    case 'presentation':
      return (lists.activities || [])
        .filter((activity) => isQuarter(quarterOfTitle(activity.activity_name), id))
        .map((activity) => documentOf(role, activity));
  }
}

/** The item of a role's list a key names; undefined when the list (as read) holds none. */
export function findChosenItem(lists: QuarterLists, role: ResultsDocumentKind, key: string): ListItem | undefined {
  return listOf(lists, role).find((item) => documentKey(role, item) === key);
}

/** A quarter's choices from the stored rows of every quarter (resultsDocuments); none when the call failed. */
export function choicesOf(rows: readonly ResultsDocumentChoice[] | false, id: QuarterId): DocumentChoices {
  const choices: DocumentChoices = {};
  for (const row of rows || []) {
    if (row.year === id.year && row.quarter === id.quarter && isDocumentChoice(row.role, row.choice))
      choices[row.role] = row.choice;
  }
  return choices;
}

/**
 * The quarter's documents in the page's order: the exchange announcements of the results, the
 * financial statements, the MD&A and the presentation. Per role, a choice wins: `none` shows nothing,
 * an item the list holds shows that item alone; a role without a choice, or whose chosen item the list
 * no longer holds, is matched from the lists. A list that failed gives nothing.
 */
export function quarterDocuments(lists: QuarterLists, id: QuarterId, choices: DocumentChoices = {}): ResultsDocument[] {
  const documents: ResultsDocument[] = [];
  for (const role of RESULTS_DOCUMENT_ROLES) {
    const choice = choices[role];
    if (choice === 'none') continue;
    const chosen = choice ? findChosenItem(lists, role, choice) : undefined;
    documents.push(...(chosen ? [documentOf(role, chosen)] : matchedDocuments(lists, id, role)));
  }
  // One link per document: an announcement may carry the same file as the statements list.
  return documents.filter((document, index) => documents.findIndex((other) => other.href === document.href) === index);
}

/** At most this many items of a list are offered per role in the quarterly results form. */
export const DOCUMENT_OPTIONS_MAX = 40;

/** One item of a role's list the form offers. */
export interface DocumentOption {
  key: string;
  /** The item's title (announcements, presentations); the statements and MD&A have none. */
  title?: string;
  /** The item's date (announcements, presentations). */
  date?: string;
  /** The quarter the item is of (statements, MD&A). */
  year?: number;
  quarter?: number;
  /** The item's PDF, as its list links it. */
  href: string;
}

const yearOfItem = (role: ResultsDocumentKind, item: ListItem): number =>
  role === 'announcement'
    ? Number((item as SetNews).new_set_date.slice(0, 4))
    : role === 'presentation'
      ? Number((item as Activity).activity_date.slice(0, 4))
      : (item as FinancialDocument).year;

const sortKey = (role: ResultsDocumentKind, item: ListItem): string =>
  role === 'announcement'
    ? `${(item as SetNews).new_set_date}|${String((item as SetNews).new_set_id).padStart(9, '0')}`
    : role === 'presentation'
      ? `${(item as Activity).activity_date}|${String((item as Activity).activity_id).padStart(9, '0')}`
      : `${(item as FinancialDocument).year}|${(item as FinancialDocument).quarter}`;

/**
 * The items of a role's list the quarterly results form offers (docs/results.md, Managing it): newest
 * first, those dated (or, for the statements and MD&A, of) the quarter's year, the year before or the
 * year after, at most DOCUMENT_OPTIONS_MAX; without a quarter, the newest. An item already chosen is
 * offered too, wherever it is.
 */
export function documentOptions(
  lists: QuarterLists,
  role: ResultsDocumentKind,
  id: QuarterId | null,
  chosen?: string,
): DocumentOption[] {
  const items = [...listOf(lists, role)].sort((a, b) =>
    sortKey(role, a) < sortKey(role, b) ? 1 : sortKey(role, a) > sortKey(role, b) ? -1 : 0,
  );
  const near = items
    .filter((item) => !id || Math.abs(yearOfItem(role, item) - id.year) <= 1)
    .slice(0, DOCUMENT_OPTIONS_MAX);
  const extra =
    chosen && !near.some((item) => documentKey(role, item) === chosen)
      ? items.filter((item) => documentKey(role, item) === chosen)
      : [];
  const seen = new Set<string>();
  return [...near, ...extra].flatMap((item): DocumentOption[] => {
    const key = documentKey(role, item);
    if (seen.has(key)) return [];
    seen.add(key);
    const { href } = documentOf(role, item);
    if (role === 'announcement')
      return [{ key, title: (item as SetNews).new_set_title, date: (item as SetNews).new_set_date, href }];
    if (role === 'presentation')
      return [{ key, title: (item as Activity).activity_name, date: (item as Activity).activity_date, href }];
    return [{ key, year: (item as FinancialDocument).year, quarter: (item as FinancialDocument).quarter, href }];
  });
}
