'use client';

import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { LiveTradeTableProps } from './live-trade-table';

// The calculation and its table load only once the reader types: nothing of it is on the page's first load.
const LiveTradeTable = lazy(() => import('./live-trade-table').then((module) => ({ default: module.LiveTradeTable })));

/** The form's fields as the GET form would submit them, in its order: the query of the shareable URL. */
function formQuery(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : value.name,
  ]);
}

/**
 * Enhances the server-rendered trade result (children): once the reader edits the form, the table is
 * recalculated in the browser from the form's fields with the page's own functions, and the URL is
 * replaced by the one the form would submit, so the link stays the calculation's. Without JavaScript,
 * or before any edit, the server's result stays as it is and the form submits as a plain GET.
 */
export function LiveTradeResult({
  formId,
  children,
  ...props
}: Omit<LiveTradeTableProps, 'query'> & { formId: string; children: ReactNode }) {
  const [query, setQuery] = useState<[string, string][] | null>(null);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const update = () => {
      const fields = formQuery(form);
      // A transition, so the key press paints first and the table follows (docs/performance.md, The levers).
      startTransition(() => setQuery(fields));
    };
    // input: each key typed; change: the radio buttons.
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    // Edited before this ran (typed while the page hydrated): the result follows at once.
    const edited = [...form.elements].some(
      (field) =>
        (field instanceof HTMLInputElement &&
          (field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue)) ||
        (field instanceof HTMLSelectElement &&
          [...field.options].some((option) => option.selected !== option.defaultSelected)),
    );
    if (edited) update();
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [formId]);

  // The URL after the table: replacing it makes Next's router render again, which a key press need not wait for.
  useEffect(() => {
    if (query) window.history.replaceState(null, '', `${window.location.pathname}?${new URLSearchParams(query)}`);
  }, [query]);

  if (!query) return children;
  return (
    <Suspense fallback={children}>
      <LiveTradeTable query={query} {...props} />
    </Suspense>
  );
}
