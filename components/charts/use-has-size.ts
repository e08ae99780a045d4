'use client';

import { startTransition, useEffect, useRef, useState } from 'react';

/** How close to the viewport a chart starts loading: its code arrives before the reader scrolls to it. */
const NEAR_VIEWPORT = '200px 0px';

/**
 * Whether a chart should draw: its box has a non-zero size (tracked with ResizeObserver, so a chart in a
 * hidden tab panel or a collapsed accordion item waits until it is shown instead of drawing at 0 × 0) and
 * it has come near the viewport (IntersectionObserver, so charts further down the page load their code
 * only when the reader gets there). Once drawn, a chart stays.
 */
export function useHasSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [hasSize, setHasSize] = useState(false);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A transition: React renders the chart in slices between frames and input instead of one long task.
    const update = () => {
      const visible = element.clientWidth > 0 && element.clientHeight > 0;
      startTransition(() => setHasSize(visible));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no observer to wait for: draw now
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setSeen(true));
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  return [ref, hasSize && seen] as const;
}
