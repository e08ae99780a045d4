/**
 * SET tick sizes (the smallest price step) by price band, for stocks on the main board: a price and
 * every step from it must be a multiple of its band's tick. Prices are handled in satang (1/100 baht),
 * integers, so no floating-point remainder decides whether a price is on a tick.
 */

/** Lower bound of each band in satang, and its tick in satang; the first band whose bound the price reaches. */
const BANDS: readonly { from: number; tick: number }[] = [
  { from: 40_000, tick: 200 },
  { from: 20_000, tick: 100 },
  { from: 10_000, tick: 50 },
  { from: 2_500, tick: 25 },
  { from: 1_000, tick: 10 },
  { from: 500, tick: 5 },
  { from: 200, tick: 2 },
  { from: 0, tick: 1 },
];

export function toSatang(price: number): number {
  return Math.round(price * 100);
}

function tickInSatang(satang: number): number {
  return (BANDS.find((band) => satang >= band.from) ?? BANDS[BANDS.length - 1]).tick;
}

/** The tick of the band a price is in: < 2: 0.01; 2–5: 0.02; 5–10: 0.05; 10–25: 0.10; 25–100: 0.25; 100–200: 0.50; 200–400: 1.00; ≥ 400: 2.00. */
export function tickSize(price: number): number {
  return tickInSatang(toSatang(price)) / 100;
}

/** Whether a price can be quoted: positive and a multiple of its band's tick. */
export function isOnTick(price: number): boolean {
  const satang = toSatang(price);
  return (
    Number.isFinite(price) && satang > 0 && Math.abs(price * 100 - satang) < 1e-6 && satang % tickInSatang(satang) === 0
  );
}

/**
 * The price `steps` ticks away: up by the tick of the band the price is in, down by the tick of the
 * band just below it (from 2.00 one tick down is 1.99, one up is 2.02). Never below one satang.
 */
export function stepTicks(price: number, steps: number): number {
  let satang = toSatang(price);
  for (let i = 0; i < Math.abs(steps); i += 1) {
    if (steps > 0) satang += tickInSatang(satang);
    else if (satang > 1) satang -= tickInSatang(satang - 1);
  }
  return satang / 100;
}

/** The nearest quotable price at or below (floor) or at or above (ceil) a price. */
export function roundToTick(price: number, mode: 'floor' | 'ceil' | 'nearest' = 'nearest'): number {
  // Exact hundredths of a baht, kept unrounded so that 2.329 is nearer 2.32 than 2.34.
  const exact = Math.max(1, price * 100);
  const tick = tickInSatang(Math.round(exact));
  const down = Math.floor(exact / tick + 1e-9) * tick;
  const up = Math.abs(down - exact) < 1e-9 ? down : down + tick;
  if (mode === 'floor') return Math.max(1, down) / 100;
  if (mode === 'ceil') return up / 100;
  return (exact - down < up - exact ? Math.max(1, down) : up) / 100;
}
