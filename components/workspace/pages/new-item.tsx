import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formAction } from '@/lib/accounts/server';
import { localizePath } from '@/lib/i18n';
import { redirect } from 'next/navigation';
import { contentToForm, CONTENT_KINDS, isKindName, KIND_NAMES, type Content, type KindName } from '@/lib/newsroom';
import { factItem, liveFactContent } from '@/lib/newsroom/server';
import { ItemFormPage } from '../item-form-page';
import styles from '../workspace.module.css';
import type { WorkspacePageContext } from '../workspace-page';

type Query = {
  kind?: string | string[];
  error?: string | string[];
  year?: string | string[];
  quarter?: string | string[];
};

/**
 * The year and quarter a link starts a kind's item with (the dashboard's overdue quarters:
 * `?kind=quarterlyResults&year=2026&quarter=3`), when the kind has those fields; anything else is ignored.
 */
function periodOf(kind: KindName, query: Query): Content {
  const { year, quarter } = CONTENT_KINDS[kind].fields;
  const content: Content = {};
  if (year?.type === 'integer' && typeof query.year === 'string' && /^\d{4}$/.test(query.year)) {
    const value = Number(query.year);
    if (value >= (year.min ?? 0) && value <= (year.max ?? 9999)) content.year = value;
  }
  if (quarter?.type === 'integer' && typeof query.quarter === 'string' && /^[1-4]$/.test(query.quarter))
    content.quarter = Number(query.quarter);
  return content;
}

/**
 * A new newsroom item (docs/newsroom.md, The item form): first the kind, by a plain GET form
 * (`?kind=`), then the kind's form, its year and quarter filled from the link where it gives them.
 */
export async function NewItemPage({ locale, query }: WorkspacePageContext<object, Query>) {
  const t = await getTranslations('Workspace');
  const { kind, error } = query;
  // A post refused before its text arrived whole (docs/newsroom.md, The item form) comes back here.
  const outcome =
    typeof error === 'string' && error ? t('itemForm.outcome.other', { code: error.slice(0, 40) }) : undefined;
  const here = localizePath('/admin/items/new', locale);
  if (!isKindName(kind)) {
    return (
      <>
        <h1>{t('itemForm.newHeading')}</h1>
        <p>{t('itemForm.chooseKind')}</p>
        <form className={styles.form} method="get" action={here}>
          <div className={styles.field}>
            <label htmlFor="item-kind">{t('itemForm.kind')}</label>
            <select id="item-kind" name="kind" required defaultValue="">
              <option value="" disabled>
                {t('itemForm.choose')}
              </option>
              {/* A fact is edited from Facts and figures, as its one item. */}
              {KIND_NAMES.filter((name) => !CONTENT_KINDS[name].fact).map((name) => (
                <option key={name} value={name}>
                  {t(`itemForm.kinds.${name}`)}
                </option>
              ))}
            </select>
          </div>
          <button className={styles.button} type="submit">
            {t('itemForm.continue')}
          </button>
        </form>
      </>
    );
  }
  const items = localizePath('/admin/items', locale);
  // A fact has one item: once it exists, it is edited there; its first version starts from what the site shows.
  const period = periodOf(kind, query);
  let defaults = Object.keys(period).length ? contentToForm(kind, period) : {};
  if (CONTENT_KINDS[kind].fact) {
    const existing = await factItem(kind);
    if (existing) redirect(`${items}/${existing.id}/edit`);
    defaults = contentToForm(kind, (await liveFactContent(kind)) ?? {});
  }
  return (
    <>
      <h1>{t('itemForm.newHeading')}</h1>
      <p>
        {t('itemForm.kind')}: <strong data-testid="item-kind">{t(`itemForm.kinds.${kind}`)}</strong>{' '}
        <Link prefetch={false} href={here}>
          {t('itemForm.changeKind')}
        </Link>
      </p>
      <ItemFormPage
        locale={locale}
        kind={kind}
        itemId={null}
        action={await formAction(`/api/workspace/items/form?kind=${kind}`, `${items}/{id}`)}
        importAction={
          CONTENT_KINDS[kind].transcripts
            ? await formAction(`/api/workspace/items/figures?kind=${kind}`, `${items}/{id}/edit`)
            : undefined
        }
        videoAction={
          CONTENT_KINDS[kind].transcripts
            ? await formAction(`/api/workspace/items/video?kind=${kind}`, `${items}/{id}/edit`)
            : undefined
        }
        defaults={defaults}
        outcome={outcome}
        tableImportAction={
          CONTENT_KINDS[kind].importsTable
            ? await formAction(`/api/workspace/items/import?kind=${kind}`, `${items}/{id}/edit`)
            : undefined
        }
      />
    </>
  );
}
