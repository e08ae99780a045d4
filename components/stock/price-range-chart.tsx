'use client';

import { startTransition, useMemo, useState } from 'react';
import { afterNextPaint } from '@/components/hooks/after-next-paint';
import { LineChart } from '@/components/charts';
import { formatShortDate, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { chartPoints, chartRangeDays, INTRADAY_RANGES, lineFacts, type ChartRangeId } from '@/lib/prices';
import type { DayRange } from '@/lib/prices';
import styles from './stock-section.module.css';

/** 'search' is the range of the date search; the others end on the latest stored day. */
export type PriceChartRangeId = 'search' | ChartRangeId;

export interface PriceRangeChartProps {
  title: string;
  /** Accessible name of the range buttons group. */
  rangeLabel: string;
  categoryLabel: string;
  valueLabel: string;
  /** Shown for 1h and 1D: the quote source keeps no intraday prices. */
  noIntraday: string;
  /** The text alternative, with {first} {firstDate} {last} {lastDate} {high} {highDate} {low} {lowDate}. */
  factsTemplate: string;
  ranges: readonly { id: PriceChartRangeId; label: string }[];
  searched: DayRange;
  /** The latest stored day: where the 1M … All ranges end. */
  today: string;
  /** Every stored close the buttons may draw, oldest first: [ISO day, close]. */
  points: readonly (readonly [string, number])[];
  locale: Locale;
}

/**
 * The price line of the searched range, with buttons for the usual ranges; the figures stay in a text line.
 * A button's tap paints its pressed state first; the new range is drawn a frame later, in a transition
 * (docs/performance.md, Interaction from the first paint), so the tap is answered within its next frame.
 */
export function PriceRangeChart({
  title,
  rangeLabel,
  categoryLabel,
  valueLabel,
  noIntraday,
  factsTemplate,
  ranges,
  searched,
  today,
  points,
  locale,
}: PriceRangeChartProps) {
  const [selected, setSelected] = useState<PriceChartRangeId>('search');
  const [drawn, setDrawn] = useState<PriceChartRangeId>('search');
  const choose = (id: PriceChartRangeId) => {
    setSelected(id);
    afterNextPaint(() => startTransition(() => setDrawn(id)));
  };
  const pressed = ranges.find((item) => item.id === selected) ?? ranges[0];
  // Only a change of the drawn range renders the line again, not the tap's pressed state.
  const drawing = useMemo(() => {
    const range = ranges.find((item) => item.id === drawn) ?? ranges[0];
    if (INTRADAY_RANGES.includes(range.id as ChartRangeId)) {
      return (
        <p className={styles.emptyCell} data-testid="price-chart-note">
          {noIntraday}
        </p>
      );
    }
    const { from, to } =
      range.id === 'search' ? searched : chartRangeDays(range.id as Exclude<ChartRangeId, '1h' | '1D'>, today);
    const days = points.filter(([date]) => date >= from && date <= to).map(([date, close]) => ({ date, close }));
    const facts = lineFacts(days);
    const date = (day: string) => formatShortDate(day, locale);
    const factsText =
      facts &&
      factsTemplate.replace(/\{(\w+)\}/g, (_, key: string) => {
        const [name, isDate] = key.endsWith('Date') ? [key.slice(0, -4), true] : [key, false];
        const point = facts[name as keyof typeof facts];
        return point ? (isDate ? date(point.date) : formatPrice(point.close)) : '';
      });
    return (
      <>
        <p data-testid="price-chart-facts" aria-live="polite">
          {factsText}
        </p>
        <LineChart
          key={range.id}
          title={`${title} (${range.label})`}
          points={chartPoints(days).map((point) => ({ label: date(point.date), value: point.close }))}
          locale={locale}
          categoryLabel={categoryLabel}
          valueLabel={valueLabel}
          decimals={2}
          height={280}
        />
      </>
    );
  }, [drawn, ranges, noIntraday, searched, today, points, locale, factsTemplate, title, categoryLabel, valueLabel]);

  return (
    <div className={styles.rangeChart}>
      <div role="group" aria-label={rangeLabel} className={styles.rangeButtons}>
        {ranges.map((item) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={item.id === pressed.id}
            className={styles.rangeButton}
            onClick={() => choose(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {drawing}
    </div>
  );
}
