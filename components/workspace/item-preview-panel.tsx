'use client';

import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import styles from './item-editor.module.css';

export interface ItemPreviewPanelLabels {
  heading: string;
  hint: string;
  update: string;
  open: string;
  close: string;
  /** The frame's title. */
  frame: string;
}

/**
 * The preview beside the item form on a wide screen (docs/newsroom.md, Preview): the saved version's
 * preview page in a frame, scrolled to its content, updated when asked (the form saves first, then a
 * new link is minted). The frame runs no script and cannot navigate the page. Escape closes it.
 */
export function ItemPreviewPanel({
  href,
  labels,
  busy,
  onUpdate,
  onClose,
}: {
  href: string;
  labels: ItemPreviewPanelLabels;
  busy: boolean;
  onUpdate: () => void;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened: the panel's heading takes the focus, so that what appeared is announced.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  /**
   * Loaded: the frame scrolls to the preview's content, past the shell above it. By script, not by a
   * `#main` in its address: the browser would focus that target, taking the focus from the panel.
   */
  function onLoad(event: SyntheticEvent<HTMLIFrameElement>) {
    const frame = event.currentTarget;
    const content = frame.contentDocument?.getElementById('main');
    if (content) frame.contentWindow?.scrollTo(0, content.getBoundingClientRect().top);
  }
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  }
  return (
    <section
      className={styles.preview}
      aria-labelledby="item-preview-heading"
      onKeyDown={onKeyDown}
      data-testid="item-preview-panel"
    >
      <h2 id="item-preview-heading" ref={heading} tabIndex={-1}>
        {labels.heading}
      </h2>
      <p className={styles.hint}>{labels.hint}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onUpdate} disabled={busy}>
          {labels.update}
        </button>
        <a className={styles.linkButton} href={href} target="_blank" rel="noopener">
          {labels.open}
        </a>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {labels.close}
        </button>
      </div>
      {/* Same origin, no scripts: the preview's own styles and fonts load, nothing of it runs. */}
      <iframe
        key={href}
        className={styles.frame}
        title={labels.frame}
        src={href}
        sandbox="allow-same-origin"
        onLoad={onLoad}
      />
    </section>
  );
}
