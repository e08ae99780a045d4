import { fillTemplate } from '@/lib/i18n';
import type { FieldProblem } from '@/lib/newsroom';

/** A table's messages (ItemFormTable): by cell (`name` or `name_th`), each problem's message with `{row}`. */
export interface TableMessages {
  field: string;
  messages: Record<string, Partial<Record<FieldProblem, string>>>;
}

/** The message of a table cell's input (`holders_3_name_th`) for a problem, with its row's number; undefined for any other input. */
export function tableCellMessage(
  tables: readonly TableMessages[],
  name: string,
  problem: FieldProblem,
): string | undefined {
  for (const table of tables) {
    if (!name.startsWith(`${table.field}_`)) continue;
    const [row, ...cell] = name.slice(table.field.length + 1).split('_');
    const template = /^\d+$/.test(row) ? table.messages[cell.join('_')]?.[problem] : undefined;
    if (template) return fillTemplate(template, { row: String(Number(row) + 1) });
  }
  return undefined;
}
