'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { POPUP_DISMISSED_KEY } from './popup-state';

const subscribe = () => () => {};

function dismissedInThisTab(): boolean {
  try {
    return sessionStorage.getItem(POPUP_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The announcement, in the server HTML and open: it paints with the page (SPEC: visible at start) instead
 * of popping up after the scripts, and becomes modal once hydrated. A tab that has closed it hides it before
 * the first paint (PopupStateScript sets the attribute app/globals.css reads) and drops it when hydrated.
 */
export function AnnouncementPopup({
  title,
  closeLabel,
  children,
}: {
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  // The server (and hydration) renders it; the browser then reads the tab's choice before it is ever modal.
  const dismissed = useSyncExternalStore(subscribe, dismissedInThisTab, () => false);
  const [closed, setClosed] = useState(false);
  if (dismissed || closed) return null;

  const close = () => {
    try {
      sessionStorage.setItem(POPUP_DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: it closes for this page only.
    }
    setClosed(true);
  };

  return (
    <Dialog
      title={title}
      closeLabel={closeLabel}
      onClose={close}
      initialFocus="close"
      serverOpen
      attributes={{ 'data-popup-banner': '', 'data-print': 'hide' }}
    >
      {children}
    </Dialog>
  );
}
