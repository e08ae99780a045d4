'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { LiveTradeTableProps } from './live-trade-table';

// The calculation and its table load only once the reader types: nothing of it is on the page's first load.
const LiveTradeTable = lazy(() => import('./live-trade-table').then((module) => ({ default: module.LiveTradeTable })));

/** The form's fields as the GET form would submit them, in its order: the query of the shareable URL. */
function formQuery(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
}

/**
 * Enhances the server-rendered trade result (children): once the reader edits the form, the table is
 * recalculated in the browser from the form's fields with the page's own functions, and the URL is
 * replaced by the one the form would submit, so the link stays the calculation's. Without JavaScript,
 * or before any edit, the server's result stays as it is and the form submits as a plain GET.
 */
export function LiveTradeResult({ formId, children, ...props }: Omit<LiveTradeTableProps, 'query'> & { formId: string; children: ReactNode }) {
  const [query, setQuery] = useState<[string, string][] | null>(null);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const update = () => {
      const fields = formQuery(form);
      setQuery(fields);
      window.history.replaceState(null, '', `${window.location.pathname}?${new URLSearchParams(fields)}`);
    };
    // input: each key typed; change: the radio buttons.
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [formId]);

  if (!query) return children;
  return (
    <Suspense fallback={children}>
      <LiveTradeTable query={query} {...props} />
    </Suspense>
  );
}
