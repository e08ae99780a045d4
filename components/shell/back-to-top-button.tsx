'use client';

import { useEffect, useState } from 'react';
import styles from './back-to-top.module.css';

/** The button appears once the page is scrolled more than this many px (docs/product.md, Business constants). */
export const BACK_TO_TOP_OFFSET = 300;

export function BackToTopButton({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_OFFSET);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  const backToTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('top')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.button}
      onClick={backToTop}
      aria-label={label}
      title={label}
      data-print="hide"
    >
      <span className={styles.arrow} aria-hidden="true" />
    </button>
  );
}
