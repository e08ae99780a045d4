import type { InStatement } from './engine';
import { DOCUMENT_CHOICE_PATTERN, RESULTS_DOCUMENT_ROLES, type ResultsDocumentRole } from '@/lib/contract';
import { portableQueries } from './list-queries';
import { statement } from './query';

/**
 * The documents the IR team chose for a quarter's page, per role (migration 17, table
 * results_documents; docs/results.md, The documents). Written in the going-live transaction of a
 * quarterly results item with its quarter's row, replaced by a correction, deleted by a withdrawal
 * (lib/newsroom). Read through the list call resultsDocuments like every list.
 */

export interface QuarterKey {
  year: number;
  quarter: number;
}

/** The statements deleting every choice of a quarter (a withdrawal, or before a correction's choices). */
export function deleteResultsDocumentsStatements(quarter: QuarterKey): InStatement[] {
  return [
    statement(
      portableQueries
        .deleteFrom('results_documents')
        .where('year', '=', quarter.year)
        .where('quarter', '=', quarter.quarter),
    ),
  ];
}

/**
 * The statements replacing a quarter's choices with these: every earlier choice of the quarter (and of
 * `replaced`, the quarter a correction moved the item from) goes, then a row per role chosen. A
 * choice that is not `none` or a list key of its role is not written (the role stays automatic).
 */
export function resultsDocumentsStatements(
  quarter: QuarterKey,
  choices: Partial<Record<ResultsDocumentRole, string>>,
  replaced?: QuarterKey | null,
): InStatement[] {
  const statements = deleteResultsDocumentsStatements(quarter);
  if (replaced && (replaced.year !== quarter.year || replaced.quarter !== quarter.quarter))
    statements.push(...deleteResultsDocumentsStatements(replaced));
  for (const role of RESULTS_DOCUMENT_ROLES) {
    const choice = choices[role];
    if (typeof choice !== 'string' || !DOCUMENT_CHOICE_PATTERN[role].test(choice)) continue;
    statements.push(
      statement(
        portableQueries
          .insertInto('results_documents')
          .values({ year: quarter.year, quarter: quarter.quarter, role, choice }),
      ),
    );
  }
  return statements;
}
