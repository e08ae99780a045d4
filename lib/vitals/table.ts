import type { VitalsAggregate } from './store';

/** A value as the table shows it: CLS to three decimals, times in whole milliseconds. */
export function formatValue(metric: string, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : String(Math.round(value));
}

/** The aggregates as a plain-text table with aligned columns (`npm run vitals`). */
export function formatTable(rows: readonly VitalsAggregate[]): string {
  const header = ['day', 'route', 'metric', 'device', 'count', 'p75', 'p95'];
  const body = rows.map((row) => [
    row.day,
    row.route,
    row.metric,
    row.device,
    String(row.count),
    formatValue(row.metric, row.p75),
    formatValue(row.metric, row.p95),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => cells[i].length)));
  // Numbers right-aligned, text left-aligned.
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i >= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
