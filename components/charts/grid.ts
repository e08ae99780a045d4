/**
 * The custom properties of a bar or line plot: its height, and the number of equal steps between its
 * y-axis ticks, from which the stylesheet draws the grid lines as one background of the plot area
 * (a line per tick, no element each).
 */
export function gridVars(height: number, ticks: number) {
  return { '--chart-height': `${height}px`, '--chart-steps': Math.max(1, ticks - 1) };
}
