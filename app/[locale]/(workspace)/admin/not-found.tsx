import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/lib/i18n';

/**
 * A workspace page with nothing at its address (an unknown item's page or edit page, notFound()):
 * answered 404 inside the workspace's own frame, its sections still at hand, in the page's language.
 */
export default async function WorkspaceNotFound() {
  const [t, locale] = await Promise.all([getTranslations('Workspace'), getLocale()]);
  return (
    <>
      <title>{`${t('notFound.heading')} | ${t('title')}`}</title>
      <h1>{t('notFound.heading')}</h1>
      <p data-testid="workspace-not-found">{t('notFound.text')}</p>
      <p>
        <Link prefetch={false} href={localizePath('/admin/items', locale as Locale)}>
          {t('notFound.items')}
        </Link>
      </p>
    </>
  );
}
