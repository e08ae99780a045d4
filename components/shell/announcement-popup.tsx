'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { POPUP_DISMISSED_KEY, POPUP_OPEN_SCRIPT } from './popup-state';

const subscribe = () => () => {};

function dismissedInThisTab(): boolean {
  try {
    return sessionStorage.getItem(POPUP_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The announcement, in the server HTML and opened modal by the inline script after it as the page is
 * parsed: it paints with the page (SPEC: visible at start) instead of popping up after the scripts, and
 * hydration finds it open, so no later task makes the whole page inert and lays it out again. A tab that
 * has closed it never opens it (the script reads the tab's storage) and drops it when hydrated.
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
  // The script has done its work once the page is parsed; a render in the browser (a change of language) has none.
  const hydrated = useHydrated();
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
    <>
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
      {hydrated ? null : <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: POPUP_OPEN_SCRIPT }} />}
    </>
  );
}
