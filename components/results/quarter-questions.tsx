import { getTranslations } from 'next-intl/server';
import type { PublishedQuestion } from '@/lib/backend';
import { formatLongDate } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/i18n';
import { publishedText, type QuestionOutcome } from '@/lib/questions';
import { quarterSlug, type QuarterId } from '@/lib/results';
import { pages } from '@/lib/site';
import { QUESTION_CONSENT_GIVEN, QUESTION_MAX_LENGTH } from '@/lib/validation';
import fieldStyles from '@/components/forms/field.module.css';
import formStyles from '@/components/forms/forms.module.css';
import styles from './results.module.css';

/** What a post without JavaScript brought back to the page (its query: lib/questions/server.ts). */
export interface QuestionFormState {
  outcome: QuestionOutcome | null;
  /** The fields refused. */
  fields: string[];
  values: { name: string; email: string; text: string; consent: boolean };
}

interface QuarterQuestionsProps {
  locale: Locale;
  id: QuarterId;
  /** open: the form; closed: the event has begun; unavailable: no questions are kept (remote backend). */
  taking: 'open' | 'closed' | 'unavailable';
  /** The last day questions come in (Bangkok), `YYYY-MM-DD`. */
  lastDay: string | null;
  published: PublishedQuestion[];
  state: QuestionFormState;
}

const FIELDS = ['name', 'email', 'question', 'consent'] as const;

/**
 * Questions for management on a quarter's page (docs/results.md): the published questions and answers
 * in the page's language, and before the event a plain form that posts to /api/results-questions and
 * comes back to the page, with or without JavaScript.
 */
export async function QuarterQuestions({ locale, id, taking, lastDay, published, state }: QuarterQuestionsProps) {
  const t = await getTranslations('Results.questions');
  const refused = new Set(state.fields.filter((field) => (FIELDS as readonly string[]).includes(field)));
  const errorId = (field: string) => `question-${field}-error`;
  const invalid = (field: string) =>
    refused.has(field) ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};
  const error = (field: (typeof FIELDS)[number]) =>
    refused.has(field) ? (
      <p id={errorId(field)} className={fieldStyles.error}>
        {t(`error.${field}`)}
      </p>
    ) : null;
  const notice = state.outcome && state.outcome !== 'sent' && taking === 'open' ? t(state.outcome) : null;

  return (
    <>
      {published.length > 0 ? (
        <section className={styles.section} aria-labelledby="results-answers" data-testid="published-questions">
          <h2 id="results-answers">{t('answered')}</h2>
          <p className={styles.meta}>{t('answeredLead')}</p>
          <dl className={styles.answers}>
            {published.map((item) => {
              const text = publishedText(item, locale);
              return (
                <div key={item.id} id={`q-${item.id}`} className={styles.answer}>
                  <dt>
                    <span className={styles.answerLabel}>{t('questionLabel')}: </span>
                    {text.question}
                  </dt>
                  <dd>
                    <span className={styles.answerLabel}>{t('answerLabel')}: </span>
                    {text.answer}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="questions" data-testid="questions">
        <h2 id="questions">{t('title')}</h2>
        {taking === 'unavailable' ? (
          <p className={styles.meta}>{t('notTaken')}</p>
        ) : taking === 'closed' ? (
          <p className={styles.meta}>{t('closed')}</p>
        ) : state.outcome === 'sent' ? (
          <p role="status" data-testid="question-sent">
            {t('sent')}
          </p>
        ) : (
          <form className={formStyles.form} method="post" action="/api/results-questions" data-testid="question-form">
            <p>{t('lead')}</p>
            {lastDay ? (
              <p className={formStyles.note}>{t('closesAt', { date: formatLongDate(lastDay, locale) })}</p>
            ) : null}
            {notice ? (
              <p role="alert" className={formStyles.error} data-testid="question-error">
                {notice}
              </p>
            ) : null}
            <input type="hidden" name="quarter" value={quarterSlug(id)} />
            <input type="hidden" name="lang" value={locale} />
            <div className={formStyles.fields}>
              <div className={fieldStyles.field}>
                <label htmlFor="question-name" className={fieldStyles.label}>
                  {t('name')}
                </label>
                <input
                  id="question-name"
                  name="name"
                  className={fieldStyles.input}
                  autoComplete="name"
                  required
                  maxLength={QUESTION_MAX_LENGTH.name}
                  defaultValue={state.values.name}
                  {...invalid('name')}
                />
                {error('name')}
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor="question-email" className={fieldStyles.label}>
                  {t('email')}
                </label>
                <input
                  id="question-email"
                  name="email"
                  type="email"
                  className={fieldStyles.input}
                  autoComplete="email"
                  required
                  maxLength={QUESTION_MAX_LENGTH.email}
                  defaultValue={state.values.email}
                  aria-describedby={
                    refused.has('email') ? `${errorId('email')} question-email-hint` : 'question-email-hint'
                  }
                  aria-invalid={refused.has('email') || undefined}
                />
                <p id="question-email-hint" className={formStyles.note}>
                  {t('emailHint')}
                </p>
                {error('email')}
              </div>
              <div className={`${fieldStyles.field} ${fieldStyles.wide}`}>
                <label htmlFor="question-text" className={fieldStyles.label}>
                  {t('question')}
                </label>
                <textarea
                  id="question-text"
                  name="question"
                  rows={5}
                  className={fieldStyles.input}
                  required
                  maxLength={QUESTION_MAX_LENGTH.question}
                  defaultValue={state.values.text}
                  aria-describedby={
                    refused.has('question') ? `${errorId('question')} question-text-hint` : 'question-text-hint'
                  }
                  aria-invalid={refused.has('question') || undefined}
                />
                <p id="question-text-hint" className={formStyles.note}>
                  {t('questionHint', { max: String(QUESTION_MAX_LENGTH.question) })}
                </p>
                {error('question')}
              </div>
            </div>
            <div className={formStyles.consent}>
              <label className={formStyles.choice}>
                <input
                  type="checkbox"
                  name="consent"
                  value={QUESTION_CONSENT_GIVEN}
                  defaultChecked={state.values.consent}
                  {...invalid('consent')}
                />
                <span>{t('consent')}</span>
              </label>
              <a href={localizePath(pages.privacy, locale)} className={formStyles.privacyLink}>
                {t('privacy')}
              </a>
              {error('consent')}
            </div>
            <div className={formStyles.actions}>
              <button type="submit" className="button">
                {t('send')}
              </button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
