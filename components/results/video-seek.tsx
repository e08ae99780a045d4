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
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[data-seek]') : null;
      const video = document.getElementById(videoId);
      if (!link || !(video instanceof HTMLVideoElement)) return;
      const seconds = Number(link.getAttribute('data-seek'));
      if (!Number.isFinite(seconds) || seconds < 0) return;
      event.preventDefault();
      // Before its metadata (preload="none") a player may drop a time set now: set it once they are in.
      if (video.readyState >= HTMLMediaElement.HAVE_METADATA) video.currentTime = seconds;
      else video.addEventListener('loadedmetadata', () => (video.currentTime = seconds), { once: true });
      video.scrollIntoView({ block: 'nearest' });
      video.focus({ preventScroll: true });
      // A refused play (no permission, a codec the browser lacks) leaves the player where the reader can press play.
      video.play().catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [videoId]);
  return null;
}
