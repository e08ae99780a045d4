'use client';

import { useEffect, type RefObject } from 'react';
import { earlyInput } from './api';

/**
 * Last in <body>: its effect runs once the page has hydrated, after the effects of everything before
 * it, so the taps and changes made before then reach handlers that are now there. In a task of its own:
 * the render that follows hydration (useHydrated flipping, the popup turning modal) comes first.
 */
export function EarlyInputReplay() {
  useEffect(() => {
    const timer = setTimeout(() => earlyInput()?.flush(), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** A POST form that can now validate and send: the submission held by the early-input script goes out. */
export function useReplayHeldSubmit(form: RefObject<HTMLFormElement | null>, ready: boolean) {
  useEffect(() => {
    if (ready && form.current) earlyInput()?.ready(form.current);
  }, [form, ready]);
}
