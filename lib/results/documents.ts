import type { Activity, FinancialDocument, SetNews } from '@/lib/contract';
import { toGregorianYear } from '@/lib/format';
import type { QuarterId } from './quarters';

/**
 * A quarter's documents, taken from the lists that already hold them (docs/results.md): nothing is
 * uploaded twice. The statements and the MD&A lists carry a year and quarter; the exchange
 * announcements and the activities name the quarter in their titles, read here.
 */

export type ResultsDocumentKind = 'announcement' | 'statements' | 'analysis' | 'presentation';

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

/**
 * The quarter's documents in the page's order: the exchange announcements of the results, the
 * financial statements, the MD&A and the presentation. A list that failed gives nothing.
 */
export function quarterDocuments(lists: QuarterLists, id: QuarterId): ResultsDocument[] {
  const documents: ResultsDocument[] = [];
  for (const news of lists.setNews || []) {
    if (isQuarter(quarterOfTitle(news.new_set_title), id)) documents.push({ kind: 'announcement', title: news.new_set_title, href: news.new_set_pdf_url });
  }
  const statements = (lists.statements || []).find((document) => isQuarter(document, id));
  if (statements) documents.push({ kind: 'statements', href: statements.pdf_url });
  const analysis = (lists.analysis || []).find((document) => isQuarter(document, id));
  if (analysis) documents.push({ kind: 'analysis', href: analysis.pdf_url });
  for (const activity of lists.activities || []) {
    if (isQuarter(quarterOfTitle(activity.activity_name), id)) documents.push({ kind: 'presentation', title: activity.activity_name, href: activity.activity_pdf_url });
  }
  // One link per document: an announcement may carry the same file as the statements list.
  return documents.filter((document, index) => documents.findIndex((other) => other.href === document.href) === index);
}
