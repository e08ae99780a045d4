import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type Locale } from './routing';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/**
 * Resolves the [locale] segment of a page or layout, 404s on an unknown locale, and hands the locale to
 * next-intl's server functions (getTranslations, getLocale) for the rest of the render.
 */
export async function resolveLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
