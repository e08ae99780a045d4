import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n';
import { isKeyIn } from '@/lib/i18n/server';
import type { FieldChange, HistoryEvent, NewsroomItem, VersionRecord } from '@/lib/newsroom';
import { FieldValue, type ValueLabels } from './item-values';
import styles from './workspace.module.css';
import page from './item-page.module.css';

interface ItemHistoryProps {
  item: NewsroomItem;
  versions: VersionRecord[];
  events: HistoryEvent[];
  /** Each version after the first: its field diff against the one before (null when unreadable). */
  diffs: Map<number, FieldChange[] | null>;
  nameOf: (id: string | null) => string;
  labels: ValueLabels;
  locale: Locale;
}

const EVENTS = [
  'publish-command',
  'create',
  'edit',
  'submit',
  'approve',
  'reject',
  'go-live',
  'go-live-failed',
  'request-withdrawal',
  'approve-withdrawal',
] as const;

/** The version history of an item (docs/newsroom.md, The item page): its versions, the field diff of each, its events. */
export async function ItemHistory({ item, versions, events, diffs, nameOf, labels, locale }: ItemHistoryProps) {
  const t = await getTranslations('Workspace.item');
  const time = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{time.format(new Date(iso))}</time> : '—');
  const stateOf = (version: VersionRecord) =>
    version.version === item.version
      ? t(`states.${item.state}`)
      : version.version === item.liveVersion && item.state !== 'withdrawn'
        ? t('history.states.onSite')
        : version.wentLiveAt
          ? t('history.states.replaced')
          : t('history.states.notPublished');
  // An event the history names (a stored event of a later release shows as stored).
  const eventText = (event: string) => {
    const named = EVENTS.find((name) => name === event);
    return named ? t(`events.${named}`) : event;
  };
  const langLabel = (lang: string | undefined) =>
    lang === 'th' || lang === 'en' ? t(`langs.${lang}`) : t('langs.shared');
  const detailOf = (event: HistoryEvent) => {
    const parts: string[] = [];
    if (typeof event.detail.reason === 'string') parts.push(event.detail.reason);
    if (typeof event.detail.publishAt === 'string')
      parts.push(`${t('publishAt')}: ${time.format(new Date(event.detail.publishAt))}`);
    if (event.detail.alertAgain === true) parts.push(t('alertAgain'));
    // The item form's automatic save (docs/newsroom.md, Saved automatically).
    if (event.detail.autosave === true) parts.push(t('history.autosaved'));
    return parts.join(' · ');
  };
  return (
    <>
      <section aria-labelledby="item-history">
        <h2 id="item-history">{t('history.heading')}</h2>
        <div className={styles.tableWrap} role="region" tabIndex={0} aria-labelledby="item-history">
          <table className={styles.table} data-testid="item-versions">
            <thead>
              <tr>
                <th scope="col">{t('history.version')}</th>
                <th scope="col">{t('history.editedBy')}</th>
                <th scope="col">{t('history.editedAt')}</th>
                <th scope="col">{t('history.submittedAt')}</th>
                <th scope="col">{t('history.wentLiveAt')}</th>
                <th scope="col">{t('history.state')}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.version}>
                  <td>{version.version}</td>
                  <td>{nameOf(version.editedBy)}</td>
                  <td>{when(version.editedAt)}</td>
                  <td>{when(version.submittedAt)}</td>
                  <td>{when(version.wentLiveAt)}</td>
                  <td>{stateOf(version)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {versions
          .filter((version) => version.version > 1)
          .map((version) => {
            const changes = diffs.get(version.version);
            const caption = t('diff.caption', { from: String(version.version - 1), to: String(version.version) });
            return (
              <div key={version.version} className={styles.tableWrap} role="region" tabIndex={0} aria-label={caption}>
                {changes && changes.length > 0 ? (
                  <table className={styles.table} data-testid={`item-diff-${version.version}`}>
                    <caption>{caption}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('diff.field')}</th>
                        <th scope="col">{t('diff.language')}</th>
                        <th scope="col">{t('diff.before')}</th>
                        <th scope="col">{t('diff.after')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {changes.map((change) => (
                        <tr key={`${change.field}-${change.lang ?? ''}-${change.row ?? ''}`}>
                          <th scope="row">
                            {isKeyIn('Workspace.item.fields', change.field)
                              ? t(`fields.${change.field}`)
                              : change.field}
                            {change.row ? `, ${t('diff.row', { row: String(change.row) })}` : null}
                          </th>
                          <td>{langLabel(change.lang)}</td>
                          <td className={page.cellText} lang={change.lang}>
                            <del>
                              <FieldValue value={change.before} labels={labels} link={false} />
                            </del>
                          </td>
                          <td className={page.cellText} lang={change.lang}>
                            <ins>
                              <FieldValue value={change.after} labels={labels} link={false} />
                            </ins>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p>
                    {caption}: {t('diff.none')}
                  </p>
                )}
              </div>
            );
          })}
      </section>
      <section aria-labelledby="item-events">
        <h2 id="item-events">{t('events.heading')}</h2>
        <div className={styles.tableWrap} role="region" tabIndex={0} aria-labelledby="item-events">
          <table className={styles.table} data-testid="item-events">
            <thead>
              <tr>
                <th scope="col">{t('events.at')}</th>
                <th scope="col">{t('events.who')}</th>
                <th scope="col">{t('events.event')}</th>
                <th scope="col">{t('events.version')}</th>
                <th scope="col">{t('events.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event, index) => (
                <tr key={index}>
                  <td>{when(event.at)}</td>
                  <td>{event.actor}</td>
                  <td>{eventText(event.event)}</td>
                  <td>{event.version}</td>
                  <td className={page.cellText}>{detailOf(event)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
