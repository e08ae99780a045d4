import { documentsOfYear, latestDocument, type PeriodicDocument } from '@/lib/selectors/documents';
import { parseYear, type SearchParamValue } from '@/lib/selectors/list-state';

/** Years offered on the statement and MD&A pages, newest first (SPEC §9: 2021 to 2025). */
export const FINANCIAL_DOCUMENT_YEARS = [2025, 2024, 2023, 2022, 2021] as const;

/** The year shown without ?year= (SPEC §4). */
export const DEFAULT_FINANCIAL_DOCUMENT_YEAR = 2025;

export interface FinancialDocumentsView<T> {
  /** The year shown: ?year= when offered, else 2025. */
  year: number;
  /** Highest year, then highest quarter, over the whole list; undefined when there is none. */
  latest: T | undefined;
  /** The documents of the year, first quarter first. */
  documents: T[];
}

/** What a statement or MD&A page shows for its list (false = the backend call failed) and ?year=. */
export function financialDocumentsView<T extends PeriodicDocument>(
  list: readonly T[] | false,
  rawYear: SearchParamValue,
): FinancialDocumentsView<T> {
  const year = parseYear(rawYear, FINANCIAL_DOCUMENT_YEARS, DEFAULT_FINANCIAL_DOCUMENT_YEAR);
  const items = list === false ? [] : list;
  return { year, latest: latestDocument(items), documents: documentsOfYear(items, year) };
}
