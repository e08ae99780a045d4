'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has a non-zero size, tracked with ResizeObserver. Charts inside a hidden tab
 * panel or a collapsed accordion item wait until they are shown instead of drawing at 0 × 0.
 */
export function useHasSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [hasSize, setHasSize] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setHasSize(element.clientWidth > 0 && element.clientHeight > 0);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, hasSize] as const;
}
