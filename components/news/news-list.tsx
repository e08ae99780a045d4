/* eslint-disable @next/next/no-img-element -- unoptimized backend images (SVG, other hosts): a plain img ships no image runtime. */
import { DocumentLink } from '@/components/documents/document-link';
import styles from './news-list.module.css';

export interface NewsListItem {
  key: string;
  title: string;
  /** ISO date for <time dateTime>. */
  date: string;
  /** The date as the reader reads it (Thai Buddhist era or English long form). */
  displayDate: string;
  href: string;
  /** "Updated <date>" when a correction of the item went live (docs/newsroom.md, Corrections). */
  updated?: string;
  image?: { src: string; alt: string; width: number; height: number };
}

interface NewsListProps {
  items: NewsListItem[];
  /** Visible text of each document link, e.g. "Read more". */
  linkLabel: string;
  newTabHint: string;
}

/** A list of dated news items, each with its document (PDF) opening in a new tab. */
export function NewsList({ items, linkLabel, newTabHint }: NewsListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key} className={item.image ? `${styles.item} ${styles.withImage}` : styles.item}>
          {item.image ? (
            <img
              className={styles.image}
              src={item.image.src}
              alt={item.image.alt}
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
              // Backend images may be SVG or on another host: a plain img serves them as they are, with no image runtime.
            />
          ) : null}
          <div className={styles.text}>
            <time className={styles.date} dateTime={item.date}>
              {item.displayDate}
            </time>
            <h2 className={styles.title}>{item.title}</h2>
            {item.updated ? <p className={styles.updated}>{item.updated}</p> : null}
            <DocumentLink href={item.href} title={item.title} label={linkLabel} newTabHint={newTabHint} />
          </div>
        </li>
      ))}
    </ul>
  );
}
