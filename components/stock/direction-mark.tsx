import type { PriceDirection } from '@/lib/format';
import styles from './direction-mark.module.css';

export type DirectionLabels = Record<PriceDirection, string>;

const ARROWS: Record<PriceDirection, string> = { up: '▲', down: '▼', unchanged: '■' };

/** An arrow for sighted readers and a word for screen readers: direction never rests on colour alone. */
export function DirectionMark({ direction, labels }: { direction: PriceDirection; labels: DirectionLabels }) {
  return (
    <span className={styles.mark} data-direction={direction}>
      <span aria-hidden="true">{ARROWS[direction]}</span>
      <span className="visually-hidden">{labels[direction]}</span>
    </span>
  );
}
