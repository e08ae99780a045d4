'use client';

import { useState } from 'react';
import { LineChart, type LinePoint } from '@/components/charts';
import type { Locale } from '@/lib/i18n/routing';
import styles from './stock-section.module.css';

export interface PriceRange {
  id: string;
  label: string;
  points: readonly LinePoint[];
}

export interface PriceRangeChartProps {
  title: string;
  /** Accessible name of the range buttons group. */
  rangeLabel: string;
  categoryLabel: string;
  valueLabel: string;
  ranges: readonly PriceRange[];
  locale: Locale;
}

/** A price chart with range buttons (1h, 1D, All); the last range is shown first. */
export function PriceRangeChart({ title, rangeLabel, categoryLabel, valueLabel, ranges, locale }: PriceRangeChartProps) {
  const [selected, setSelected] = useState(ranges.length - 1);
  const range = ranges[selected];

  return (
    <div className={styles.rangeChart}>
      <div role="group" aria-label={rangeLabel} className={styles.rangeButtons}>
        {ranges.map((item, index) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={index === selected}
            className={styles.rangeButton}
            onClick={() => setSelected(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {range && (
        <LineChart
          key={range.id}
          title={`${title} (${range.label})`}
          points={range.points}
          locale={locale}
          categoryLabel={categoryLabel}
          valueLabel={valueLabel}
          decimals={2}
          height={280}
        />
      )}
    </div>
  );
}
