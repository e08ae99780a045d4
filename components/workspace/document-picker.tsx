'use client';

import { useCallback, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { fillTemplate } from '@/lib/i18n';
import type { DocumentRef, DocumentSlot, FormValues, Lang } from '@/lib/newsroom';
import styles from './document-picker.module.css';
import form from './workspace.module.css';

/** Where the workspace gets page 1 of a stored PDF as a small image (docs/uploads.md, Thumbnails). */
export const THUMBNAIL_ROUTE = '/api/workspace/thumbnails';

export interface DocumentCardLabels {
  /** The thumbnail's alt text: 'Page 1 of {name}'. */
  thumbnail: string;
  /** In the box shown when page 1 could not be drawn. */
  noThumbnail: string;
  /** A document's language: Thai, English, or both ('shared': one PDF for both languages). */
  languages: Record<DocumentSlot, string>;
  /** '{count} pages' */
  pages: string;
  onePage: string;
}

export interface DocumentPickerLabels extends DocumentCardLabels {
  /** 'Current file: {name}, {pages}.' */
  current: string;
  /** 'A new file replaces it.' */
  replace: string;
  checking: string;
  /** The card's button that opens the file chooser: 'Replace…'; its accessible name adds the slot's label. */
  replaceButton: string;
  /** The card's button that empties the slot. */
  remove: string;
}

/** One document as a card shows it. */
export interface CardDocument {
  /** The item's title in the document's language, else the file's name. */
  title: string;
  /** The file's own name, shown under a title that is not it. */
  name?: string;
  language: DocumentSlot;
  /** Unknown for a document the workspace holds no record of. */
  pages?: number;
  /** A PDF the site stores: its thumbnail. None for a document elsewhere. */
  sha256?: string;
  /** Where the document opens, when the workspace may link it. */
  href?: string;
}

const pagesText = (labels: DocumentCardLabels, pages: number) =>
  pages === 1 ? labels.onePage : fillTemplate(labels.pages, { count: String(pages) });

/**
 * Page 1 of a stored PDF, or a box saying there is none: the route answers 404 for a page that could
 * not be drawn, and an image that failed before the page's script ran is caught once it runs.
 */
function Thumbnail({ sha256, alt, none }: { sha256?: string; alt: string; none: string }) {
  const [failed, setFailed] = useState(false);
  // Run as the image is attached (at hydration too): one that failed before then fired its error unheard.
  const checkShown = useCallback((shown: HTMLImageElement | null) => {
    if (shown?.complete && shown.naturalWidth === 0) setFailed(true);
  }, []);
  if (!sha256 || failed) {
    return (
      <div className={styles.placeholder} data-testid="document-thumbnail-none">
        <span>{none}</span>
      </div>
    );
  }
  // The image is the workspace's own, from a route that checks the session: next/image would add nothing.
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={checkShown}
      className={styles.thumbnail}
      src={`${THUMBNAIL_ROUTE}/${sha256}`}
      alt={alt}
      width={80}
      height={113}
      onError={() => setFailed(true)}
      data-testid="document-thumbnail"
    />
  );
}

/** A document as a card: page 1, its title, file name, language and page count, and any actions. */
export function DocumentCard({
  document,
  labels,
  testId,
  children,
}: {
  document: CardDocument;
  labels: DocumentCardLabels;
  testId?: string;
  children?: ReactNode;
}) {
  const facts = [labels.languages[document.language], document.pages ? pagesText(labels, document.pages) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={styles.card} data-testid={testId}>
      {/* Keyed by the content: another document starts with its own image, not the last one's failure. */}
      <Thumbnail
        key={document.sha256 ?? ''}
        sha256={document.sha256}
        alt={fillTemplate(labels.thumbnail, { name: document.title })}
        none={labels.noThumbnail}
      />
      <div className={styles.details}>
        <p className={styles.title} lang={document.language === 'shared' ? undefined : document.language}>
          {document.href ? (
            <a href={document.href} target="_blank" rel="noopener">
              {document.title}
            </a>
          ) : (
            document.title
          )}
        </p>
        {document.name && document.name !== document.title ? <p className={styles.meta}>{document.name}</p> : null}
        <p className={styles.meta}>{facts}</p>
        {children}
      </div>
    </div>
  );
}

/** The documents a quarterly results choice stands for, as cards; nothing when none is known. */
export function ChoiceDocuments({
  documents,
  labels,
  testId,
}: {
  documents: CardDocument[];
  labels: DocumentCardLabels;
  testId: string;
}) {
  if (documents.length === 0) return null;
  return (
    <ul className={styles.cards} data-testid={testId}>
      {documents.map((document, index) => (
        <li key={`${document.href ?? ''}-${index}`}>
          <DocumentCard document={document} labels={labels} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The title a document slot's card shows: the item's title in the slot's language (for one PDF for
 * both languages, the page's language first), else nothing (the card then shows the file's name).
 */
export function slotTitle(values: FormValues, slot: DocumentSlot, locale: Lang): string {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  if (slot === 'shared')
    return text(`title_${locale}`) || text(`title_${locale === 'th' ? 'en' : 'th'}`) || text('title');
  return text(`title_${slot}`) || text('title');
}

export interface DocumentPickerProps {
  /** The slot's element id: where the error summary's link leads. */
  anchorId: string;
  /** The file input's id and name (sent with the form without JavaScript). */
  inputId: string;
  inputName: string;
  /** 'Document (Thai, PDF)' */
  label: string;
  /** The slot, for test ids: th, en, shared. */
  slot: DocumentSlot;
  /** The language the stored document stands for (the Thai slot's is both when one PDF serves both). */
  language: DocumentSlot;
  stored?: DocumentRef;
  /** The item's title in the slot's language ('' when not typed yet). */
  title: string;
  checking: boolean;
  /** The slot's error, shown under it, and the id it has. */
  message?: string;
  errorId: string;
  /** Hydrated: the file is uploaded as soon as it is chosen, and Replace and Remove are offered. */
  scripted: boolean;
  labels: DocumentPickerLabels;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

/**
 * One document slot of the item form (docs/newsroom.md, The item form): the stored PDF as a card
 * (page 1, title, language, pages) with Replace and Remove, and the file input that uploads a PDF at
 * once with JavaScript, or goes with the form without it.
 */
export function DocumentPicker(props: DocumentPickerProps) {
  const { inputId, labels, stored, message, scripted } = props;
  const input = useRef<HTMLInputElement>(null);
  const statusId = `${inputId}-status`;
  return (
    <div className={form.field} id={props.anchorId} tabIndex={-1}>
      <label htmlFor={inputId}>{props.label}</label>
      {stored ? (
        <DocumentCard
          document={{
            title: props.title || stored.name,
            name: stored.name,
            language: props.language,
            pages: stored.pages,
            sha256: stored.sha256,
          }}
          labels={labels}
          testId={`document-card-${props.slot}`}
        >
          {scripted ? (
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.action}
                aria-label={`${labels.replaceButton} ${props.label}`}
                disabled={props.checking}
                onClick={() => input.current?.click()}
              >
                {labels.replaceButton}
              </button>
              <button
                type="button"
                className={styles.action}
                aria-label={`${labels.remove} ${props.label}`}
                disabled={props.checking}
                onClick={() => {
                  props.onRemove();
                  // The card goes: the focus stays in the slot, on its file input.
                  input.current?.focus();
                }}
              >
                {labels.remove}
              </button>
            </div>
          ) : null}
        </DocumentCard>
      ) : null}
      <p id={statusId} className={form.hint} aria-live="polite" data-testid={`pages-${props.slot}`}>
        {props.checking
          ? labels.checking
          : stored
            ? `${fillTemplate(labels.current, { name: stored.name, pages: pagesText(labels, stored.pages) })} ${labels.replace}`
            : ''}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        name={props.inputName}
        accept="application/pdf,.pdf"
        aria-invalid={message ? true : undefined}
        aria-describedby={[statusId, message ? props.errorId : ''].filter(Boolean).join(' ')}
        onChange={scripted ? props.onChoose : undefined}
      />
      {message ? (
        <p id={props.errorId} className={form.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
