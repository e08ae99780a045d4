import type { ReactNode } from 'react';
import { documentOfPath, type DocumentRef } from '@/lib/newsroom';

/** How the item page words a stored value: a document as its name and page count, a choice translated. */
export interface ValueLabels {
  pages: (count: number) => string;
  choice: (value: string) => string | null;
  none: string;
  /** The link a document opens at (the preview's file route for the page's own token). */
  documentHref: (ref: DocumentRef) => string;
}

function isDocument(value: unknown): value is DocumentRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DocumentRef).sha256 === 'string' &&
    typeof (value as DocumentRef).name === 'string'
  );
}

/** One value of a field as the item page shows it. */
export function FieldValue({
  value,
  labels,
  link = true,
}: {
  value: unknown;
  labels: ValueLabels;
  link?: boolean;
}): ReactNode {
  if (value === null || value === undefined || value === '') return labels.none;
  if (isDocument(value)) {
    const text = `${value.name} (${labels.pages(value.pages)})`;
    return link ? (
      <a href={labels.documentHref(value)} target="_blank" rel="noopener">
        {text}
      </a>
    ) : (
      text
    );
  }
  if (Array.isArray(value)) {
    // A table: its rows in order, each row's cells.
    return (
      <ol>
        {value.map((row, index) => (
          <li key={index}>
            <FieldValue value={row} labels={labels} link={link} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    // A document field of a diff: {shared} or {th, en}; a table's row: its cells.
    const entries = Object.entries(value as Record<string, unknown>);
    return (
      <>
        {entries.map(([key, inner], index) => (
          <span key={key}>
            {index > 0 ? '; ' : ''}
            {key}: <FieldValue value={inner} labels={labels} link={link} />
          </span>
        ))}
      </>
    );
  }
  const text = String(value);
  // A stored document's path names it by its file, not its hash.
  if (documentOfPath(text)) return <StoredDocumentLink url={text} link={link} />;
  return labels.choice(text) ?? text;
}

/**
 * A document's public path (`/documents/files/<sha256>/<name>`) as the workspace shows it: its title
 * where one is known, else its file's name, linked to the path; any other path as it is.
 */
export function StoredDocumentLink({
  url,
  title,
  link = true,
}: {
  url: string;
  title?: string;
  link?: boolean;
}): ReactNode {
  const stored = documentOfPath(url);
  if (!stored) return <code>{url}</code>;
  const text = title ?? stored.name;
  return link ? (
    <a href={url} target="_blank" rel="noopener">
      {text}
    </a>
  ) : (
    text
  );
}
