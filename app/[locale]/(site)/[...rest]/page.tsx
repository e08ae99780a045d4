import { notFound } from 'next/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/i18n';

// Any path that is not a route of the site renders the localized not-found page with status 404.
export default async function UnknownPage({ params }: LocaleParams) {
  await resolveLocale(params);
  notFound();
}
