import styles from './document-link.module.css';

interface DocumentLinkProps {
  href: string;
  /** The document's title: part of the link's accessible name even when the visible text is short. */
  title: string;
  /** Visible text, e.g. "Download" or "Read more". */
  label: string;
  /** "(opens in a new tab)", translated. */
  newTabHint: string;
  className?: string;
}

/** A document (PDF) link: opens in a new tab, its accessible name includes the document's title. */
export function DocumentLink({ href, title, label, newTabHint, className }: DocumentLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ?? styles.link}>
      <span className={styles.icon} aria-hidden="true" />
      {label}
      <span className="visually-hidden">
        {' '}
        {title} {newTabHint}
      </span>
    </a>
  );
}
