import Link from 'next/link';
import { getMessages, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { listUsers } from '@/lib/accounts';
import { formAction } from '@/lib/accounts/server';
import { displayYear, formatLongDate } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/i18n';
import { isKeyIn } from '@/lib/i18n/server';
import {
  CONTENT_KINDS,
  documentChoicesOf,
  documentOf,
  LANGS,
  publishWarnings,
  type Content,
  type FieldChange,
} from '@/lib/newsroom';
import type { DocumentChoices, ResultsDocumentKind } from '@/lib/results';
import { loadDocumentChoiceFields } from '@/lib/results/server';
import {
  getItem,
  itemHistory,
  MAX_REASON,
  mintPreviewToken,
  offeredActions,
  previewDocumentUrl,
  setReleaseOf,
  stepOutcome,
  versionDiff,
  type StepError,
} from '@/lib/newsroom/server';
import { FieldValue, type ValueLabels } from '../item-values';
import { ItemHistory } from '../item-history';
import styles from '../workspace.module.css';
import page from '../item-page.module.css';
import type { WorkspacePageContext } from '../workspace-page';
import { OutcomeMessage } from '../workspace-toasts';

type Query = { done?: string | string[]; error?: string | string[] };

/** The title of a version in a language, for headings. */
function titleOf(content: Content, locale: Locale): string | null {
  const title = content.title;
  if (typeof title === 'string') return title;
  if (typeof title === 'object' && title !== null) {
    const texts = title as Partial<Record<Locale, string>>;
    return texts[locale] ?? texts.th ?? texts.en ?? null;
  }
  return null;
}

/** The item page (docs/newsroom.md, The item page): the item, what the viewer may do with it, its history. */
export async function ItemPage({
  user,
  locale,
  params: { id },
  query: searchQuery,
}: WorkspacePageContext<{ id: string }, Query>) {
  const t = await getTranslations('Workspace');
  const item = await getItem(id).catch(() => null);
  if (!item) notFound();
  const [history, accounts] = await Promise.all([itemHistory(item.id).catch(() => null), listUsers().catch(() => [])]);
  const versions = history?.versions ?? [];
  const diffs = new Map<number, FieldChange[] | null>(
    await Promise.all(
      versions
        .filter((version) => version.version > 1)
        .map(
          async (version) =>
            [
              version.version,
              await versionDiff(item.id, version.version - 1, version.version).catch(() => null),
            ] as const,
        ),
    ),
  );
  const names = new Map(accounts.map((account) => [account.id, account.name || account.email]));
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? id) : '—');
  const time = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{time.format(new Date(iso))}</time> : '—');
  const kind = CONTENT_KINDS[item.kind];
  const token = mintPreviewToken(item.id, item.version);
  const choices: Record<string, string> = (await getMessages({ locale })).Workspace.item.choices;
  const labels: ValueLabels = {
    pages: (count) => t('item.pages', { count }),
    choice: (value) => (kind.meeting && Object.hasOwn(choices, value) ? choices[value] : null),
    none: '—',
    documentHref: (ref) => previewDocumentUrl(token, ref),
  };
  // A quarter's documents chosen from the lists, named as the lists hold them now (docs/results.md, Managing it).
  // The version diff names the choices it shows the same way: each value of a choice field in a diff
  // is offered too (one read of the lists per distinct set of values).
  const choiceRoleOf = new Map(
    Object.entries(kind.documentChoices ?? {}).map(([role, field]) => [field, role as ResultsDocumentKind]),
  );
  const chosenSets: DocumentChoices[] = [documentChoicesOf(item.kind, item.content)];
  for (const change of [...diffs.values()].flat()) {
    const role = change && choiceRoleOf.get(change.field);
    if (!role) continue;
    for (const value of [change.before, change.after]) {
      if (
        typeof value !== 'string' ||
        value === '' ||
        value === 'none' ||
        chosenSets.some((set) => set[role] === value)
      )
        continue;
      const free = chosenSets.find((set) => set[role] === undefined);
      if (free) free[role] = value;
      else chosenSets.push({ [role]: value });
    }
  }
  const choiceFields = (
    await Promise.all(
      chosenSets
        .filter((set) => Object.keys(set).length > 0)
        .map((set) => loadDocumentChoiceFields(null, locale, set).catch(() => [])),
    )
  ).flat();
  const tResults = await getTranslations({ locale, namespace: 'Results' });
  const listItemText = (role: string | undefined, value: unknown): string => {
    if (typeof value !== 'string' || value === '') return t('item.documentAuto');
    if (value === 'none') return t('itemForm.results.none');
    const option = choiceFields
      .filter((entry) => entry.role === role)
      .flatMap((entry) => entry.options)
      .find((candidate) => candidate.key === value);
    if (!option) return t('item.documentMissing', { key: value });
    return option.title
      ? `${option.title} (${formatLongDate(option.date ?? '', locale)})`
      : tResults('quarter', { quarter: String(option.quarter ?? 1), year: displayYear(option.year ?? 0, locale) });
  };
  const namedDiffs = new Map(
    [...diffs].map(([version, changes]) => [
      version,
      changes?.map((change) => {
        const role = choiceRoleOf.get(change.field);
        return role
          ? { ...change, before: listItemText(role, change.before), after: listItemText(role, change.after) }
          : change;
      }) ?? null,
    ]),
  );
  const back = localizePath(`/admin/items/${item.id}`, locale);
  const action = (step: string) => formAction(`/api/workspace/items/${item.id}/${step}`, back);
  const offered = offeredActions(item, user);
  const query = searchQuery;
  const outcome = stepOutcome({ done: query.done, error: query.error });
  const release = setReleaseOf(item.kind, item.content);
  const warningTime = item.state === 'scheduled' && item.publishAt ? new Date(item.publishAt) : new Date();
  const warnings = ['submitted', 'scheduled'].includes(item.state)
    ? publishWarnings(item.kind, item.content, warningTime)
    : [];
  const [previewAction, submitAction, approveAction, rejectAction, withdrawalAction, approveWithdrawalAction] =
    await Promise.all([
      action(`preview?lang=${locale}`),
      action('submit'),
      action('approve'),
      action('reject'),
      action('request-withdrawal'),
      action('approve-withdrawal'),
    ]);
  const title = titleOf(item.content, locale) ?? t('item.untitled');
  const errorMessage = (code: StepError) => {
    if (code === 'set-gate') return t('item.errors.set-gate', { release: release ? time.format(release) : '—' });
    if (code === 'csrf' || code === 'cross-site' || code === 'signed-out') return t('item.errors.session');
    return t(`item.errors.${code}`);
  };
  const fields = Object.entries(kind.fields);

  // What the step just taken did, read from the item's newest event: saved, submitted, approved, …
  const doneText = () => {
    const latest = history?.events.at(-1)?.event;
    if (latest === 'approve' && item.state === 'scheduled' && item.publishAt)
      return t('item.outcomes.scheduled', { time: time.format(new Date(item.publishAt)) });
    return latest && isKeyIn('Workspace.item.outcomes', latest) && latest !== 'scheduled'
      ? t(`item.outcomes.${latest}`)
      : t('item.done');
  };
  return (
    <>
      <p>
        <Link prefetch={false} href={localizePath('/admin', locale)}>
          {t('item.back')}
        </Link>
      </p>
      <h1>{t('item.heading', { kind: t(`item.kinds.${item.kind}`), title })}</h1>
      {outcome && 'done' in outcome ? (
        <OutcomeMessage kind="done" className={page.status} testId="step-done" text={doneText()} />
      ) : null}
      {outcome && 'error' in outcome ? (
        <OutcomeMessage kind="error" className={page.alert} testId="step-error" text={errorMessage(outcome.error)} />
      ) : null}
      <dl className={page.facts}>
        <dt>{t('item.facts.kind')}</dt>
        <dd>{t(`item.kinds.${item.kind}`)}</dd>
        <dt>{t('item.facts.state')}</dt>
        <dd data-testid="item-state">{t(`item.states.${item.state}`)}</dd>
        <dt>{t('item.facts.version')}</dt>
        <dd>{item.version}</dd>
        <dt>{t('item.facts.createdBy')}</dt>
        <dd>
          {nameOf(item.createdBy)}, {when(item.createdAt)}
        </dd>
        <dt>{t('item.facts.updatedAt')}</dt>
        <dd>{when(item.updatedAt)}</dd>
        {item.submittedBy ? (
          <>
            <dt>{t('item.facts.submittedBy')}</dt>
            <dd>
              {nameOf(item.submittedBy)}, {when(item.submittedAt)}
            </dd>
          </>
        ) : null}
        {item.decidedBy ? (
          <>
            <dt>{t('item.facts.decidedBy')}</dt>
            <dd>
              {nameOf(item.decidedBy)}, {when(item.decidedAt)}
            </dd>
          </>
        ) : null}
        {item.state === 'scheduled' && item.publishAt ? (
          <>
            <dt>{t('item.facts.publishAt')}</dt>
            <dd data-testid="item-publish-at">{when(item.publishAt)}</dd>
          </>
        ) : null}
        {item.wentLiveAt ? (
          <>
            <dt>{t('item.facts.wentLiveAt')}</dt>
            <dd>{when(item.wentLiveAt)}</dd>
          </>
        ) : null}
        {item.rejectReason && item.state === 'rejected' ? (
          <>
            <dt>{t('item.facts.rejectReason')}</dt>
            <dd data-testid="item-reject-reason" className={page.cellText}>
              {item.rejectReason}
            </dd>
          </>
        ) : null}
        {item.withdrawalReason ? (
          <>
            <dt>{t('item.facts.withdrawalReason')}</dt>
            <dd className={page.cellText}>{item.withdrawalReason}</dd>
          </>
        ) : null}
        {item.withdrawnAt ? (
          <>
            <dt>{t('item.facts.withdrawnAt')}</dt>
            <dd>{when(item.withdrawnAt)}</dd>
          </>
        ) : null}
      </dl>

      {warnings.length > 0 ? (
        <section aria-labelledby="item-warnings" className={page.warning}>
          <h2 id="item-warnings">{t('item.warnings.heading')}</h2>
          {warnings.map((warning) => (
            <p key={warning.code} data-testid="item-warning">
              {t(`item.warnings.${warning.code}`, {
                days: warning.values.days,
                meetingDate: formatLongDate(warning.values.meetingDate, locale),
              })}
            </p>
          ))}
        </section>
      ) : null}

      <section aria-labelledby="item-content">
        <h2 id="item-content">{t('item.content', { version: String(item.version) })}</h2>
        <div className={styles.tableWrap} role="region" tabIndex={0} aria-labelledby="item-content">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('item.field')}</th>
                <th scope="col" lang="th">
                  {t('item.langs.th')}
                </th>
                <th scope="col" lang="en">
                  {t('item.langs.en')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map(([field, spec]) => {
                const value = item.content[field];
                const label = isKeyIn('Workspace.item.fields', field) ? t(`item.fields.${field}`) : field;
                const perLang =
                  kind.bilingual &&
                  (spec.type === 'text' ||
                    spec.type === 'longText' ||
                    spec.type === 'link' ||
                    (spec.type === 'document' && typeof value === 'object' && value !== null && !('shared' in value)));
                if (perLang) {
                  return (
                    <tr key={field}>
                      <th scope="row">{label}</th>
                      {LANGS.map((lang) => (
                        <td key={lang} lang={lang} className={page.cellText}>
                          <FieldValue
                            value={
                              spec.type === 'document'
                                ? documentOf(value, lang)
                                : (value as Partial<Record<string, string>> | undefined)?.[lang]
                            }
                            labels={labels}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                }
                return (
                  <tr key={field}>
                    <th scope="row">{label}</th>
                    <td colSpan={2} className={page.cellText}>
                      {spec.type === 'listItem' ? (
                        listItemText(spec.role, value)
                      ) : (
                        <FieldValue
                          value={
                            spec.type === 'document'
                              ? documentOf(value, 'th')
                              : spec.type === 'datetime' && typeof value === 'string'
                                ? `${value.replace('T', ' ')}`
                                : value
                          }
                          labels={labels}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="item-actions">
        <h2 id="item-actions">{t('item.actions')}</h2>
        {item.state !== 'withdrawn' ? (
          // Minting a preview link is a POST with the form token (docs/newsroom.md, Preview); it opens in a new tab.
          <form method="post" action={previewAction} target="_blank" className={page.action}>
            <button className={styles.button} type="submit">
              {t('item.preview')}
            </button>
          </form>
        ) : null}
        {offered.secondApproval ? (
          <p className={page.warning} data-testid="second-approval-note">
            {t('item.secondApproval')}
          </p>
        ) : null}
        {offered.fourEyes ? (
          <p className={page.warning} data-testid="four-eyes-note">
            {t('item.fourEyes')}
          </p>
        ) : null}
        {offered.edit ? (
          <p>
            <Link prefetch={false} href={localizePath(`/admin/items/${item.id}/edit`, locale)}>
              {t('item.edit')}
            </Link>
          </p>
        ) : null}
        {offered.submit ? (
          <form method="post" action={submitAction} className={page.action}>
            <button className={styles.button} type="submit">
              {t('item.submit')}
            </button>
          </form>
        ) : null}
        {offered.approve ? (
          <form method="post" action={approveAction} className={page.action}>
            <fieldset>
              <legend>{t('item.publishAt')}</legend>
              <label className={page.choice}>
                <input type="radio" name="publishAt" value="now" defaultChecked />
                {t('item.now')}
              </label>
              {offered.approve.schedule ? (
                <>
                  <label className={page.choice}>
                    <input type="radio" name="publishAt" value="at" />
                    {t('item.at')}
                  </label>
                  <label className={styles.field}>
                    <span>{t('item.atTime')}</span>
                    <input type="datetime-local" name="publishAtTime" />
                  </label>
                </>
              ) : (
                <p>{t('item.adminNowOnly')}</p>
              )}
            </fieldset>
            {offered.approve.alertAgain ? (
              <label className={page.choice}>
                <input type="checkbox" name="alertAgain" value="on" />
                {t('item.alertAgain')}
              </label>
            ) : null}
            {offered.approve.alertAgain ? <p>{t('item.alertAgainHint')}</p> : null}
            <button className={styles.button} type="submit">
              {t('item.approve')}
            </button>
          </form>
        ) : null}
        {offered.reject ? (
          <form method="post" action={rejectAction} className={page.action}>
            <label className={styles.field}>
              <span>{t('item.reason')}</span>
              <textarea name="reason" required maxLength={MAX_REASON} rows={3} />
            </label>
            <button className={styles.button} type="submit">
              {t('item.reject')}
            </button>
          </form>
        ) : null}
        {offered.requestWithdrawal ? (
          <form method="post" action={withdrawalAction} className={page.action}>
            <label className={styles.field}>
              <span>{t('item.reason')}</span>
              <textarea name="reason" required maxLength={MAX_REASON} rows={3} />
            </label>
            <button className={styles.button} type="submit">
              {t('item.requestWithdrawal')}
            </button>
          </form>
        ) : null}
        {offered.approveWithdrawal ? (
          <form method="post" action={approveWithdrawalAction} className={page.action}>
            <button className={styles.button} type="submit">
              {t('item.approveWithdrawal')}
            </button>
          </form>
        ) : null}
        {!offered.edit &&
        !offered.submit &&
        !offered.approve &&
        !offered.reject &&
        !offered.requestWithdrawal &&
        !offered.approveWithdrawal &&
        !offered.fourEyes ? (
          <p>{t('item.noActions')}</p>
        ) : null}
      </section>

      <ItemHistory
        item={item}
        versions={versions}
        events={history?.events ?? []}
        diffs={namedDiffs}
        nameOf={nameOf}
        labels={labels}
        locale={locale}
      />
    </>
  );
}
