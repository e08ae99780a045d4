import ExcelJS from 'exceljs';
import {
  cellValue,
  columnWidths,
  DATE_FORMAT,
  numberFormatOf,
  numberFormatting,
  sheetNameOf,
  titleOf,
  type FigureDownload,
  type FigureSheet,
} from './figure-table';

/**
 * The Excel workbook of a download (exceljs): one worksheet per table, a bold title row (name, unit,
 * as-of date), then a bold header row frozen with it, then the rows. Numbers are stored as numbers with
 * the page's decimals and thousands separators as their format, days as dates, a missing value as an
 * empty cell. Text is stored as text, never as a formula, whatever it starts with.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The row of the column headers; the rows above it (the title and it) stay in view when scrolling. */
export const HEADER_ROW = 2;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };

export async function figureWorkbook(download: FigureDownload, creator: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = creator;
  workbook.title = download.fileStem;
  const used = new Set<string>();
  for (const sheet of download.sheets)
    addSheet(workbook, sheet, uniqueName(sheetNameOf(sheet.name), used), download.asOfLabel);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addSheet(workbook: ExcelJS.Workbook, sheet: FigureSheet, name: string, asOfLabel: string): void {
  const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 0, ySplit: HEADER_ROW }] });
  const title = worksheet.getCell(1, 1);
  title.value = titleOf(sheet, asOfLabel);
  title.font = { bold: true, size: 13 };

  const header = worksheet.getRow(HEADER_ROW);
  sheet.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: 'top', wrapText: false, horizontal: column.type === 'text' ? 'left' : 'right' };
  });

  sheet.rows.forEach((values, rowIndex) => {
    const row = worksheet.getRow(HEADER_ROW + 1 + rowIndex);
    sheet.columns.forEach((column, index) => {
      const figure = values[index] ?? null;
      const value = cellValue(figure);
      if (value === null) return;
      const cell = row.getCell(index + 1);
      cell.value = value;
      const number = numberFormatting(figure, column);
      if (number) cell.numFmt = numberFormatOf(number.decimals, number.grouping);
      if (value instanceof Date) cell.numFmt = DATE_FORMAT;
    });
  });

  columnWidths(sheet).forEach((width, index) => {
    worksheet.getColumn(index + 1).width = width;
  });
  if (sheet.columns.length > 0) {
    worksheet.autoFilter = {
      from: { row: HEADER_ROW, column: 1 },
      to: { row: HEADER_ROW, column: sheet.columns.length },
    };
  }
}

/** Excel refuses two sheets of one name, whatever their letter case. */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let count = 2; used.has(candidate.toLowerCase()); count += 1) {
    const suffix = ` (${count})`;
    candidate = `${[...name].slice(0, 31 - suffix.length).join('')}${suffix}`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}
