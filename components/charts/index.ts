/**
 * Shared charts, all drawn in the render and so in the server HTML (docs/decisions/008-server-drawn-charts.md):
 * BarChart and DonutChart need no JavaScript; LineChart's only client code is its hover details
 * (LineReadout). Use them from server or client components:
 *
 *   <BarChart
 *     title="Net profit 2020–2024"            // caption of the hidden value table
 *     data={[{ label: '2567', values: { profit: 1520.4 } }, ...]}   // oldest first; last = latest (orange)
 *     series={[{ key: 'profit', label: 'Net profit' }]}             // 2+ series = grouped bars, with a legend
 *     locale={locale}                         // number formatting: thousands separators
 *     categoryLabel="Year"                    // first column of the hidden table
 *     unitLabel="Million baht"                // optional: shown above the plot and in table headers
 *     decimals={1} height={300} highlightLatest   // optional
 *   />
 *   Series colours: dark grey bars (CHART_COLORS.bar) with the latest bar orange (CHART_COLORS.latest);
 *   override per series with `color` / `latestColor` (e.g. a lighter grey for a second series).
 *
 *   <DonutChart
 *     title="Major shareholders at 30 September 2025"
 *     slices={[{ label: 'Name', value: 123456, color: '#e8590c' }, ...]}
 *     locale={locale} categoryLabel="Shareholder" valueLabel="Shares" percentLabel="Percentage"
 *     decimals={0} height={320}               // optional
 *   />
 *
 *   <LineChart title="…" points={[{ label: '10:05 AM', value: 2.34 }, ...]} locale={locale}
 *     categoryLabel="Time" valueLabel="Price (baht)" decimals={2} height={280} />   // an orange area line
 *
 * All three take `height` pixels from first paint (no layout shift), hide the plot from assistive
 * technology and render a visually hidden <table> of the values on the server, so screen readers and
 * crawlers get the figures. Every string is passed in already translated; props must be serialisable.
 * A bar chart's content and every value table are static markup (./markup.ts), hydrated as one node
 * (docs/decisions/048-static-chart-markup.md).
 */
export { BarChart, type BarChartProps } from './bar-chart';
export { LineChart, type LineChartProps, type LinePoint } from './line-chart';
export { DonutChart, type DonutChartProps } from './donut-chart';
export { CHART_COLORS, type BarDatum, type BarSeries, type DonutSlice } from './chart-data';
