'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { delocalizePath, localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { PaintFirstLink } from '@/components/layout/paint-first-link';
import styles from './language-switch.module.css';

interface LanguageSwitchProps {
  label: string;
  description: string;
  targetLocale: Locale;
}

/** Links to the same page, with the same query, in the other language. */
export function LanguageSwitch(props: LanguageSwitchProps) {
  const search = useSearchParams().toString();
  return <LanguageLink {...props} search={search} />;
}

/**
 * The same link without the query: the Suspense fallback of LanguageSwitch. Every page renders per
 * request, so it shows only if a page is ever prerendered (useSearchParams then waits for the browser).
 */
export function LanguageLink({
  label,
  description,
  targetLocale,
  search = '',
}: LanguageSwitchProps & { search?: string }) {
  const pathname = usePathname();
  // The target locale's own URL (Thai unprefixed), so the link needs no redirect hop.
  const target = localizePath(delocalizePath(pathname).path, targetLocale);
  return (
    <PaintFirstLink
      prefetch={false}
      href={search ? `${target}?${search}` : target}
      hrefLang={targetLocale}
      lang={targetLocale}
      className={styles.switch}
      aria-label={description}
      scroll={false}
    >
      <span aria-hidden="true" className={styles.globe} />
      {label}
    </PaintFirstLink>
  );
}
