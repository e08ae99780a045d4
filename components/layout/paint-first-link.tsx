'use client';

import type { ComponentProps, MouseEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { afterNextPaint } from '@/components/hooks/after-next-paint';

type PaintFirstLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'replace' | 'onNavigate'> & { href: string };

/** A click the browser handles itself: a modifier key, another button, another window or a download. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '' && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/**
 * next/link whose client-side navigation starts after the tap's next paint: Next's router does its
 * synchronous part of a navigation (its state, the payload's fetch) inside the click otherwise, which
 * holds the paint of the tap's feedback (docs/performance.md). The link is the same `<a href>`: without
 * JavaScript, or with a modifier key, the browser follows it as before. Same-origin paths only
 * (docs/decisions/033-links-navigate-after-the-paint.md).
 */
export function PaintFirstLink({ onClick, scroll, ...props }: PaintFirstLinkProps) {
  const router = useRouter();
  const href = props.href;
  return (
    <Link
      {...props}
      scroll={scroll}
      onClick={(event) => {
        onClick?.(event);
        if (leftToTheBrowser(event)) return;
        event.preventDefault();
        afterNextPaint(() => router.push(href, { scroll: scroll !== false }));
      }}
    />
  );
}
