import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formAction } from '@/lib/accounts/server';
import type { StoredQuestion } from '@/lib/backend';
import { displayYear } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import { isKeyIn } from '@/lib/i18n/server';
import { draftQuestion, MODERATED_MAX_LENGTH, QUESTIONS_ADMIN_PATH, type QuestionStep } from '@/lib/questions';
import { loadQuestionsForModeration } from '@/lib/questions/server';
import { quarterPath, quarterSlug, type QuarterId } from '@/lib/results';
import styles from '../workspace.module.css';
import type { WorkspacePageContext } from '../workspace-page';
import { OutcomeMessage } from '../workspace-toasts';

type Query = { done?: string | string[]; error?: string | string[] };

/** The quarters' questions, newest quarter first. */
function byQuarter(questions: StoredQuestion[]): { id: QuarterId; questions: StoredQuestion[] }[] {
  const groups = new Map<string, { id: QuarterId; questions: StoredQuestion[] }>();
  for (const question of questions) {
    const id = { year: question.year, quarter: question.quarter as QuarterId['quarter'] };
    const key = quarterSlug(id);
    if (!groups.has(key)) groups.set(key, { id, questions: [] });
    groups.get(key)!.questions.push(question);
  }
  return [...groups.values()].sort((a, b) => b.id.year - a.id.year || b.id.quarter - a.id.quarter);
}

/**
 * Questions for management (docs/results.md): every question sent, per quarter, and the moderation
 * steps as plain forms (lib/questions/server.ts `handleQuestionStep`), for the roles with `questions.moderate`.
 */
export async function QuestionsPage({ locale, query }: WorkspacePageContext<object, Query>) {
  const t = await getTranslations('Workspace');
  const done = query.done === '1';
  const error = typeof query.error === 'string' ? query.error : null;
  const errorText =
    error === null
      ? null
      : ['csrf', 'cross-site', 'signed-out'].includes(error)
        ? t('questions.errors.session')
        : isKeyIn('Workspace.questions.errors', error)
          ? t(`questions.errors.${error}`)
          : t('questions.errors.other');
  const questions = await loadQuestionsForModeration();
  const back = localizePath(QUESTIONS_ADMIN_PATH, locale);
  const action = (question: StoredQuestion, step: QuestionStep) =>
    formAction(`/api/workspace/questions/${question.id}/${step}`, back);
  const time = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });
  const quarterName = (id: QuarterId) =>
    t('questions.quarter', { quarter: String(id.quarter), year: displayYear(id.year, locale) });

  const card = async (question: StoredQuestion) => {
    const [choose, dismiss, answer, publish, unpublish] = await Promise.all(
      (['choose', 'dismiss', 'answer', 'publish', 'unpublish'] as const).map((step) => action(question, step)),
    );
    const field = (name: 'questionTh' | 'questionEn' | 'answerTh' | 'answerEn', value: string) => (
      <label className={styles.field}>
        <span>{t(`questions.${name}`)}</span>
        <textarea
          name={name}
          rows={name.startsWith('answer') ? 5 : 3}
          maxLength={name.startsWith('answer') ? MODERATED_MAX_LENGTH.answer : MODERATED_MAX_LENGTH.question}
          defaultValue={value}
          lang={name.endsWith('Th') ? 'th' : 'en'}
        />
      </label>
    );
    return (
      <article
        key={question.id}
        className={styles.panel}
        data-testid="question"
        data-question-id={question.id}
        aria-labelledby={`question-${question.id}`}
      >
        <h3 id={`question-${question.id}`}>
          {t('questions.original')} #{question.id}
        </h3>
        <blockquote lang={question.locale} data-testid="question-original">
          {question.questionText}
        </blockquote>
        <dl>
          <dt>{t('questions.from')}</dt>
          <dd>{question.name || question.email ? `${question.name} <${question.email}>` : t('questions.cleared')}</dd>
          <dt>{t('questions.received')}</dt>
          <dd>
            <time dateTime={question.receivedAt}>{time.format(new Date(question.receivedAt))}</time>
          </dd>
          <dt>{t('questions.language')}</dt>
          <dd>{t(`questions.languages.${question.locale}`)}</dd>
          <dt>{t('questions.state')}</dt>
          <dd data-testid="question-state">
            {t(`questions.states.${question.state}`)} ·{' '}
            {question.publishedAt ? t('questions.published') : t('questions.notPublished')}
          </dd>
        </dl>
        {question.state !== 'chosen' ? (
          <form method="post" action={choose}>
            <button className={styles.button} type="submit">
              {t('questions.choose')}
            </button>
          </form>
        ) : null}
        {question.state !== 'dismissed' ? (
          <form method="post" action={dismiss}>
            <button className={styles.button} type="submit">
              {t('questions.dismiss')}
            </button>
          </form>
        ) : null}
        {question.state === 'chosen' ? (
          <form method="post" action={answer} className={styles.form}>
            <div className={styles.columns}>
              {field('questionTh', draftQuestion(question, 'th'))}
              {field('questionEn', draftQuestion(question, 'en'))}
            </div>
            <div className={styles.columns}>
              {field('answerTh', question.answerTh)}
              {field('answerEn', question.answerEn)}
            </div>
            <button className={styles.button} type="submit">
              {t('questions.save')}
            </button>
          </form>
        ) : null}
        {question.state === 'chosen' && !question.publishedAt ? (
          <form method="post" action={publish}>
            <button className={styles.button} type="submit">
              {t('questions.publish')}
            </button>
          </form>
        ) : null}
        {question.publishedAt ? (
          <form method="post" action={unpublish}>
            <button className={styles.button} type="submit">
              {t('questions.unpublish')}
            </button>
          </form>
        ) : null}
      </article>
    );
  };

  const groups = questions ? byQuarter(questions) : [];
  return (
    <>
      <p>
        <Link prefetch={false} href={localizePath('/admin', locale)}>
          {t('home.heading')}
        </Link>
      </p>
      <h1>{t('questions.heading')}</h1>
      <p>{t('questions.intro')}</p>
      {done ? <OutcomeMessage kind="done" testId="question-step-done" text={t('questions.done')} /> : null}
      {errorText ? (
        <OutcomeMessage kind="error" className={styles.error} testId="question-step-error" text={errorText} />
      ) : null}
      {questions === null ? (
        <p>{t('questions.unavailable')}</p>
      ) : groups.length === 0 ? (
        <p>{t('questions.empty')}</p>
      ) : null}
      {await Promise.all(
        groups.map(async (group) => (
          <section key={quarterSlug(group.id)} aria-labelledby={`quarter-${quarterSlug(group.id)}`}>
            <h2 id={`quarter-${quarterSlug(group.id)}`}>
              <Link prefetch={false} href={localizePath(quarterPath(group.id), locale)}>
                {quarterName(group.id)}
              </Link>
            </h2>
            {await Promise.all(group.questions.map(card))}
          </section>
        )),
      )}
    </>
  );
}
