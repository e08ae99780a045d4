import 'server-only';
import { getTranslations } from 'next-intl/server';
import { readDividendFile, readRegisterFile, type DividendRow } from '@/lib/downloads';
import type { KeyIn, Locale } from '@/lib/i18n';
import { isGroupIn, isKeyIn } from '@/lib/i18n/server';
import { MAX_ROWS } from './content';
import { formToContent, type FormValues } from './form-schema';
import { CONTENT_KINDS, type FieldSpec, type KindName } from './kinds';

/**
 * The tables a file may fill (docs/newsroom.md, Facts and figures): the register of major
 * shareholders and the dividend history. Each reads its file into the form's table cells, the rows as
 * read (for the editor to check, each with its line in the file), and the problems found, worded in
 * the request's language, each naming its row by line. Nothing here saves: ./form-routes.ts does.
 */

export type TableImportKind = 'majorShareholders' | 'dividends';

export function isTableImportKind(kind: KindName): kind is TableImportKind {
  return kind === 'majorShareholders' || kind === 'dividends';
}

export interface TableFileRead {
  /** The preview's column headers, the file's line first; `lang` where a column's cells are in one language. */
  columns: { label: string; lang?: Locale }[];
  rows: { line: number; cells: string[] }[];
  /** The form's table cells (`holders_0_shares`, `payments_2_exDate`, …). */
  values: FormValues;
  problems: string[];
}

/** The form's cells of a kind's table: these are replaced by an import. */
export function tableCellPattern(kind: TableImportKind): RegExp {
  return new RegExp(`^${CONTENT_KINDS[kind].importsTable}_\\d`);
}

function maxRowsOf(kind: TableImportKind): number {
  const field = CONTENT_KINDS[kind].importsTable!;
  return (CONTENT_KINDS[kind].fields as Record<string, FieldSpec>)[field].maxRows ?? MAX_ROWS;
}

async function translators(locale: Locale) {
  const [form, tImport] = await Promise.all([
    getTranslations({ locale, namespace: 'Workspace.itemForm' }),
    getTranslations({ locale, namespace: 'Workspace.itemForm.tableImport' }),
  ]);
  const field = (name: KeyIn<'Workspace.itemForm.fields'>) => form(`fields.${name}`);
  const language = (lang: Locale) => form(`languages.${lang}`);
  return { form, tImport, field, language };
}

/** Reads a kind's file (RegisterImportError when the file itself cannot be read). `values` are the form's other fields as posted. */
export async function readTableFile(
  kind: TableImportKind,
  bytes: Uint8Array,
  values: FormValues,
  locale: Locale,
): Promise<TableFileRead> {
  return kind === 'majorShareholders' ? readRegister(bytes, values, locale) : readDividends(bytes, locale);
}

async function readRegister(bytes: Uint8Array, values: FormValues, locale: Locale): Promise<TableFileRead> {
  const { rows, problems } = await readRegisterFile(bytes, maxRowsOf('majorShareholders'));
  const { form, tImport, field, language } = await translators(locale);
  const sum = rows.reduce((total, row) => total + (row.shares ?? 0), 0);
  const stated = /^\d{1,15}$/.test(String(values.totalShares ?? '').trim()) ? Number(values.totalShares) : null;
  const texts = problems.map((problem) =>
    tImport(`problems.${problem.problem}`, { line: String(problem.line), name: problem.name }),
  );
  if (stated !== null && sum !== stated)
    texts.push(tImport('problems.sum', { sum: sum.toLocaleString('en-US'), total: stated.toLocaleString('en-US') }));
  const cells: FormValues = {};
  rows.forEach((row, index) => {
    cells[`holders_${index}_name_th`] = row.nameTh;
    cells[`holders_${index}_name_en`] = row.nameEn;
    cells[`holders_${index}_shares`] = row.shares === null ? '' : String(row.shares);
  });
  return {
    columns: [
      { label: tImport('columns.line') },
      { label: tImport('columns.rank') },
      { label: form('perLanguage', { field: field('name'), language: language('th') }), lang: 'th' },
      { label: form('perLanguage', { field: field('name'), language: language('en') }), lang: 'en' },
      { label: field('shares') },
    ],
    rows: rows.map((row) => ({
      line: row.line,
      cells: [
        row.rank === null ? '' : String(row.rank),
        row.nameTh,
        row.nameEn,
        row.shares === null ? '–' : row.shares.toLocaleString('en-US'),
      ],
    })),
    values: cells,
    problems: texts,
  };
}

const DIVIDEND_CELLS = [
  'decisionDate',
  'exDate',
  'paymentDate',
  'type',
  'cashPerShare',
  'existingShares',
  'newShares',
  'periodStart',
  'periodEnd',
] as const;

function dividendCell(row: DividendRow, column: (typeof DIVIDEND_CELLS)[number]): string {
  const value = row[column];
  return value === null ? '' : String(value);
}

async function readDividends(bytes: Uint8Array, locale: Locale): Promise<TableFileRead> {
  const { rows, problems } = await readDividendFile(bytes, maxRowsOf('dividends'));
  const { form, tImport, field } = await translators(locale);
  const cells: FormValues = {};
  rows.forEach((row, index) => {
    for (const column of DIVIDEND_CELLS) cells[`payments_${index}_${column}`] = dividendCell(row, column);
  });
  const texts = problems.map((problem) =>
    tImport(`dividends.problems.${problem.problem}`, { line: String(problem.line), column: field(problem.column) }),
  );
  // The rows the file gives, checked as the form's submit checks them: a rule broken names its row's line.
  const content = formToContent('dividends', cells);
  for (const problem of CONTENT_KINDS.dividends.check?.(content) ?? []) {
    const [, index, column] = problem.field.split('.');
    const line = rows[Number(index)]?.line;
    if (line !== undefined && isKeyIn('Workspace.itemForm.tableImport.dividends.problems.rules', column))
      texts.push(tImport(`dividends.problems.rules.${column}`, { line: String(line) }));
  }
  return {
    columns: [{ label: tImport('columns.line') }, ...DIVIDEND_CELLS.map((column) => ({ label: field(column) }))],
    rows: rows.map((row) => ({
      line: row.line,
      cells: DIVIDEND_CELLS.map((column) =>
        column === 'type' && row.type ? form(`choices.${row.type}`) : dividendCell(row, column),
      ),
    })),
    values: cells,
    problems: texts,
  };
}

/**
 * The sentence of a file refused as a whole, in the request's language: a kind's own wording where it
 * has one (a dividend file without the dividend columns), else the shared one; the most rows named.
 */
export async function tableImportRefusal(kind: TableImportKind, code: string, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Workspace.itemForm.tableImport' });
  if (
    isGroupIn('Workspace.itemForm.tableImport.kinds', kind) &&
    isKeyIn(`Workspace.itemForm.tableImport.kinds.${kind}.errors`, code)
  )
    return t(`kinds.${kind}.errors.${code}`);
  return isKeyIn('Workspace.itemForm.tableImport.errors', code)
    ? t(`errors.${code}`, { max: String(maxRowsOf(kind)) })
    : '';
}
