/* eslint-disable @next/next/no-img-element -- unoptimized backend images (SVG, other hosts): a plain img ships no image runtime. */
import { DocumentLink } from '@/components/documents/document-link';
import { UpdatedNote } from '@/components/lists/updated-note';
import cardGrid from '@/components/layout/card-grid.module.css';
import styles from './activity-grid.module.css';

export interface ActivityCard {
  key: string;
  name: string;
  date: string;
  displayDate: string;
  href: string;
  imageUrl?: string;
  imageAlt: string;
  /** "Updated <date>" when a correction of the item went live (docs/newsroom.md, Corrections). */
  updated?: string;
}

// The demonstration images are 420 × 280; the box keeps that ratio.
const IMAGE = { width: 420, height: 280 } as const;

/** Presentations of investor activities: image, date, name and the presentation file. */
export function ActivityGrid({
  items,
  linkLabel,
  newTabHint,
}: {
  items: ActivityCard[];
  linkLabel: string;
  newTabHint: string;
}) {
  return (
    <ul className={cardGrid.grid}>
      {items.map((item) => (
        <li key={item.key} className={`${cardGrid.card} ${styles.card}`}>
          {item.imageUrl ? (
            <img className={styles.image} src={item.imageUrl} alt={item.imageAlt} {...IMAGE} loading="lazy" />
          ) : null}
          <time className={styles.date} dateTime={item.date}>
            {item.displayDate}
          </time>
          <UpdatedNote text={item.updated} />
          <h2 className={styles.name}>{item.name}</h2>
          <DocumentLink href={item.href} title={item.name} label={linkLabel} newTabHint={newTabHint} />
        </li>
      ))}
    </ul>
  );
}
