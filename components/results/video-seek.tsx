'use client';

import { useEffect } from 'react';

/**
 * Makes the transcript's time links seek the self-hosted video (docs/results.md#a-self-hosted-video):
 * a click on a link with `data-seek="<seconds>"` sets the player's time, plays and brings it into
 * view. Renders nothing; without script the same links open the video file at that time (`#t=`).
 */
export function VideoSeek({ videoId }: { videoId: string }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest('a[data-seek]') : null;
      const video = document.getElementById(videoId);
      if (!link || !(video instanceof HTMLVideoElement)) return;
      const seconds = Number(link.getAttribute('data-seek'));
      if (!Number.isFinite(seconds) || seconds < 0) return;
      event.preventDefault();
      // A refused play (no permission, a codec the browser lacks) leaves the player where the reader can press play.
      const start = () => {
        video.currentTime = seconds;
        video.play().catch(() => undefined);
      };
      // Before its metadata (preload="none") a player drops a time set now, and playing first would
      // start at 0: load the metadata, then set the time, then play.
      if (video.readyState >= HTMLMediaElement.HAVE_METADATA) start();
      else {
        video.addEventListener('loadedmetadata', start, { once: true });
        video.preload = 'metadata';
        video.load();
      }
      video.scrollIntoView({ block: 'nearest' });
      video.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [videoId]);
  return null;
}
