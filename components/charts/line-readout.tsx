'use client';

import { useState, type PointerEvent } from 'react';
import styles from './chart.module.css';

export interface LineReadoutProps {
  /** Each point's place in percent of the plot area: x from the left, y from the bottom (null: unknown). */
  points: readonly { x: number; y: number | null }[];
  /** Each point's text, e.g. "3 Nov 2025: 2.34". */
  texts: readonly string[];
}

/**
 * The line chart's hover details: a pointer (or a finger) over the plot shows the nearest point's text,
 * a guide and a dot. Only this leaf renders on a move; the line itself is not drawn again. It is part
 * of the drawing that assistive technology skips: the value table beside the chart lists every point.
 */
export function LineReadout({ points, texts }: LineReadoutProps) {
  const [shown, setShown] = useState<number | null>(null);
  const last = points.length - 1;
  const track = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const share = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    setShown(last > 0 ? Math.round(share * last) : 0);
  };
  const point = shown === null ? null : points[shown];
  return (
    <div
      className={styles.readoutLayer}
      onPointerMove={track}
      onPointerDown={track}
      // A finger leaves the screen after each touch: what it touched stays shown until the next one.
      onPointerLeave={(event) => event.pointerType !== 'touch' && setShown(null)}
    >
      {point && (
        <>
          <span className={styles.readoutGuide} style={{ left: `${point.x}%` }} />
          {point.y !== null && (
            <span className={styles.readoutDot} style={{ left: `${point.x}%`, bottom: `${point.y}%` }} />
          )}
          <span
            className={styles.readoutText}
            style={point.x > 50 ? { right: `${100 - point.x}%` } : { left: `${point.x}%` }}
            data-readout
          >
            {texts[shown!]}
          </span>
        </>
      )}
    </div>
  );
}
