'use client';

import { useEffect, useRef } from 'react';

/**
 * Whether a click on a link leaves the page for another of the site: a plain left click, in this
 * window, on a link to another path of this origin. A link to a place on the same page, one that
 * opens elsewhere, a download and one to another site (which the browser's own warning covers) do not.
 */
export function leavesForAnotherPage(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const to = new URL(link.href, location.href);
  if (to.origin !== location.origin) return false;
  return to.pathname !== location.pathname || to.search !== location.search;
}

/**
 * Warns before leaving a form with changes not saved (docs/newsroom.md, The item form): the browser's
 * own question when the page unloads (a reload, closing the tab, another site), and a confirm for a
 * link of the site, which navigates without unloading. `unsaved` is asked at that moment.
 */
export function useLeaveWarning(enabled: boolean, unsaved: () => boolean, question: string): void {
  const latest = useRef({ unsaved, question });
  useEffect(() => {
    latest.current = { unsaved, question };
  });
  useEffect(() => {
    if (!enabled) return;
    // Once someone chose to leave by a link, the unload that may follow does not ask again.
    let leavingUntil = 0;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (Date.now() < leavingUntil || !latest.current.unsaved()) return;
      event.preventDefault();
      // Older browsers show the question only when this is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavesForAnotherPage(event, window.location) || !latest.current.unsaved()) return;
      if (window.confirm(latest.current.question)) {
        leavingUntil = Date.now() + 2_000;
        return;
      }
      // Before the link's own handler (the router's) sees it: the page stays.
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // On the window, in the capture phase: before React, which listens on the document.
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [enabled]);
}
