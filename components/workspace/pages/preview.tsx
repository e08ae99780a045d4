import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import frame from '@/components/layout/page-frame.module.css';
import { PreviewRows } from '../preview-rows';
import { QuarterPreview } from '../quarter-preview';
import page from '../item-page.module.css';
import popupStyles from '@/components/shell/popup-banner.module.css';
import { localizePath, resolveLocale } from '@/lib/i18n';
import { CONTENT_KINDS, LANGS, type Content } from '@/lib/newsroom';
import { openPreview, previewEntity } from '@/lib/newsroom/server';
import { pages } from '@/lib/site';

type Params = { params: Promise<{ locale: string; token: string }> };

/**
 * The preview of a version (docs/newsroom.md, Preview): open to whoever holds the signed link, for 24
 * hours, while its version is the item's newest and the item is not withdrawn. It shows the version's row as its list will show it, in Thai and in English, drawn by the
 * list's own components, and the popup for the popup; its documents only through the link.
 */
export async function PreviewPage({ params }: Params) {
  const locale = await resolveLocale(params);
  const { token } = await params;
  // Only while its version is the one under review: a newer version or a withdrawal ends the link.
  const opened = await openPreview(token).catch(() => null);
  if (!opened?.ok) notFound();
  const { grant, item, version } = opened;
  const content: Content = version.content;
  const kind = CONTENT_KINDS[item.kind];
  const [t, tItem, tShell, tRoutes] = await Promise.all([
    getTranslations('Preview'),
    getTranslations('Workspace.item'),
    getTranslations('Shell'),
    getTranslations('Routes'),
  ]);
  const banners = await Promise.all(
    LANGS.map(async (lang) => ({
      lang,
      text: (await getTranslations({ locale: lang, namespace: 'Preview' }))('banner'),
    })),
  );
  const time = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });
  const titles = content.title as Partial<Record<string, string>> | string | undefined;
  const title = (typeof titles === 'string' ? titles : (titles?.[locale] ?? titles?.th)) ?? tItem(`kinds.${item.kind}`);
  const crumbs = [{ label: tShell('home'), href: localizePath(pages.home, locale) }];
  if (kind.page) crumbs.push({ label: tRoutes(kind.page), href: localizePath(pages[kind.page], locale) });
  // A quarter's results show in both languages, its transcript per language.
  const langs = kind.bilingual || kind.transcripts ? LANGS : (['th'] as const);

  return (
    <>
      <div className={frame.banner}>
        <div className="container">
          <Breadcrumbs label={tShell('breadcrumbs')} crumbs={crumbs} current={t('banner')} />
          <h1 className={frame.title}>{t('title', { title })}</h1>
        </div>
      </div>
      <div className={`container ${frame.body}`}>
        <p className={page.previewBanner} role="note" data-testid="preview-banner">
          {banners.map((banner) => (
            <span key={banner.lang} lang={banner.lang}>
              {banner.text}
            </span>
          ))}
        </p>
        <p>
          {t('version', { kind: tItem(`kinds.${item.kind}`), version: String(version.version) })}.{' '}
          {t('expires', { time: time.format(grant.expiresAt) })}
        </p>
        {await Promise.all(
          langs.map(async (lang) => {
            const tLang = await getTranslations({ locale: lang, namespace: 'Preview' });
            const entity = previewEntity(item.kind, content, lang, token);
            return (
              <section
                key={lang}
                lang={lang}
                className={page.previewLanguage}
                aria-labelledby={`preview-${lang}`}
                data-testid={`preview-${lang}`}
              >
                <h2 id={`preview-${lang}`}>{tLang('language')}</h2>
                {kind.transcripts ? (
                  <>
                    <h3>{tLang('quarter')}</h3>
                    <QuarterPreview kind={item.kind} entity={entity} content={content} lang={lang} />
                  </>
                ) : kind.call ? (
                  <>
                    <h3>{tLang('list')}</h3>
                    <PreviewRows kind={item.kind} entity={entity} lang={lang} />
                  </>
                ) : (
                  <>
                    <h3>{tLang('popup')}</h3>
                    <div className={page.popupPreview}>
                      <h4>
                        {String(
                          entity.title ?? (content.title as Partial<Record<string, string>> | undefined)?.[lang] ?? '',
                        )}
                      </h4>
                      <p className={popupStyles.body}>
                        {String((content.detail as Partial<Record<string, string>> | undefined)?.[lang] ?? '')}
                      </p>
                      {(content.link as Partial<Record<string, string>> | undefined)?.[lang] ? (
                        <a className={popupStyles.cta} href={(content.link as Record<string, string>)[lang]}>
                          {(content.link as Record<string, string>)[lang]}
                        </a>
                      ) : null}
                    </div>
                  </>
                )}
              </section>
            );
          }),
        )}
      </div>
    </>
  );
}
