import styles from './updated-note.module.css';

/**
 * "Updated <date>" beside a list item whose correction went live (docs/newsroom.md, Corrections);
 * nothing when the item was never corrected.
 */
export function UpdatedNote({ text }: { text?: string }) {
  return text ? <p className={styles.updated}>{text}</p> : null;
}
