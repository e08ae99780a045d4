'use client';

import { useState } from 'react';
import styles from './results.module.css';

interface WebcastFacadeProps {
  /** The embed address on the privacy-enhanced host (lib/results embeddableWebcast). */
  src: string;
  title: string;
  playLabel: string;
  notice: string;
  newTabHint: string;
}

/**
 * The webcast behind a click (docs/results.md): a plain link to the recording, so nothing is asked of
 * the video host before the reader chooses; with JavaScript the click puts the player's frame in its
 * place instead, at the same size, so nothing below moves.
 */
export function WebcastFacade({ src, title, playLabel, notice, newTabHint }: WebcastFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    const autoplay = new URL(src);
    autoplay.searchParams.set('autoplay', '1');
    return (
      <div className={styles.webcastFrame}>
        <iframe
          src={autoplay.toString()}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="webcast-frame"
        />
      </div>
    );
  }
  return (
    <div className={styles.webcastFrame}>
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.webcastFacade}
        data-testid="webcast-facade"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setPlaying(true);
        }}
      >
        <span className={styles.playIcon} aria-hidden="true" />
        <span className={styles.playLabel}>
          {playLabel}
          <span className="visually-hidden">
            {' '}
            {title} {newTabHint}
          </span>
        </span>
        <span className={styles.webcastNotice}>{notice}</span>
      </a>
    </div>
  );
}
