import { getTranslations } from 'next-intl/server';

/** A preview link that is not valid, has expired, or names a version no longer kept (docs/newsroom.md, Preview). */
export default async function PreviewNotFound() {
  const t = await getTranslations('Preview');
  return (
    <div className="container page-message">
      <title>{t('invalidHeading')}</title>
      <h1>{t('invalidHeading')}</h1>
      <p data-testid="preview-invalid">{t('invalid')}</p>
    </div>
  );
}
