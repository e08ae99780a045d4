/**
 * The rules of questions for management (docs/results.md, Questions for management), free of the store
 * and of Next: when a quarter takes questions, what each moderation step may do, and the texts a
 * published question shows.
 */

const BANGKOK_OFFSET = '+07:00';

/**
 * The moment a quarter stops taking questions: the start (00:00 Bangkok time) of its results date, so
 * the last question comes in before the day of the results and the call begins. Null for a date that
 * is not `YYYY-MM-DD`.
 */
export function questionsCloseAt(resultsDate: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(resultsDate)) return null;
  const at = new Date(`${resultsDate}T00:00:00${BANGKOK_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Whether a quarter with this results date takes questions at `now`. */
export function questionsOpen(resultsDate: string, now = new Date()): boolean {
  const closes = questionsCloseAt(resultsDate);
  return closes !== null && now.getTime() < closes.getTime();
}

export const QUESTION_STEPS = ['choose', 'dismiss', 'answer', 'publish', 'unpublish'] as const;
export type QuestionStep = (typeof QUESTION_STEPS)[number];

export function isQuestionStep(value: unknown): value is QuestionStep {
  return typeof value === 'string' && (QUESTION_STEPS as readonly string[]).includes(value);
}

/** The longest moderated texts, in characters. */
export const MODERATED_MAX_LENGTH = { question: 1000, answer: 5000 } as const;

/** What the moderation rules need of a stored question. */
export interface ModeratedQuestion {
  state: 'new' | 'chosen' | 'dismissed';
  locale: 'th' | 'en';
  questionText: string;
  questionTh: string;
  questionEn: string;
  answerTh: string;
  answerEn: string;
  publishedAt: string | null;
}

export interface ModerationTexts {
  questionTh: string;
  questionEn: string;
  answerTh: string;
  answerEn: string;
}

export type ModerationChange = Partial<ModerationTexts> & {
  state?: ModeratedQuestion['state'];
  publishedAt?: string | null;
};

export type ModerationRefusal = 'invalid-state' | 'incomplete' | 'invalid';

const TEXT_FIELDS = ['questionTh', 'questionEn', 'answerTh', 'answerEn'] as const;
// Line breaks and tabs only of the control range; no bidi controls (as the public forms: lib/validation).
const NOT_PLAIN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** The moderated texts of a form or JSON body: each a string within its bound, trimmed; else null. */
export function moderationTexts(body: Record<string, unknown>): ModerationTexts | null {
  const texts = {} as ModerationTexts;
  for (const field of TEXT_FIELDS) {
    const value = body[field] ?? '';
    if (typeof value !== 'string') return null;
    const trimmed = value.replace(/\r\n/g, '\n').trim();
    const max = field.startsWith('question') ? MODERATED_MAX_LENGTH.question : MODERATED_MAX_LENGTH.answer;
    if (Array.from(trimmed).length > max || NOT_PLAIN.test(trimmed)) return null;
    texts[field] = trimmed;
  }
  return texts;
}

/** The question's text to start from in a language: the moderated one, else the original when it was asked in it. */
export function draftQuestion(
  question: Pick<ModeratedQuestion, 'locale' | 'questionText' | 'questionTh' | 'questionEn'>,
  locale: 'th' | 'en',
): string {
  const moderated = locale === 'th' ? question.questionTh : question.questionEn;
  return moderated || (question.locale === locale ? question.questionText : '');
}

/**
 * What a moderation step changes, or why it is refused:
 * - choose: a new or dismissed question becomes chosen, its question text in the asker's language
 *   filled in from the original when still empty;
 * - dismiss: a new or chosen question is dismissed (and taken off the page);
 * - answer: a chosen question's texts in both languages (question and answer) are saved;
 * - publish: a chosen question with all four texts goes on the page; unpublish takes it off.
 */
export function moderationChange(
  question: ModeratedQuestion,
  step: QuestionStep,
  body: Record<string, unknown>,
  now = new Date(),
): { ok: true; change: ModerationChange } | { ok: false; refusal: ModerationRefusal } {
  switch (step) {
    case 'choose':
      if (question.state === 'chosen') return { ok: false, refusal: 'invalid-state' };
      return {
        ok: true,
        change: {
          state: 'chosen',
          questionTh: draftQuestion(question, 'th'),
          questionEn: draftQuestion(question, 'en'),
        },
      };
    case 'dismiss':
      if (question.state === 'dismissed') return { ok: false, refusal: 'invalid-state' };
      return { ok: true, change: { state: 'dismissed', publishedAt: null } };
    case 'answer': {
      if (question.state !== 'chosen') return { ok: false, refusal: 'invalid-state' };
      const texts = moderationTexts(body);
      if (!texts) return { ok: false, refusal: 'invalid' };
      // A published question whose text is emptied leaves the page until it is complete again.
      const complete = TEXT_FIELDS.every((field) => texts[field] !== '');
      return { ok: true, change: complete ? texts : { ...texts, publishedAt: null } };
    }
    case 'publish':
      if (question.state !== 'chosen') return { ok: false, refusal: 'invalid-state' };
      if (TEXT_FIELDS.some((field) => question[field].trim() === '')) return { ok: false, refusal: 'incomplete' };
      return { ok: true, change: { publishedAt: question.publishedAt ?? now.toISOString() } };
    case 'unpublish':
      if (question.publishedAt === null) return { ok: false, refusal: 'invalid-state' };
      return { ok: true, change: { publishedAt: null } };
  }
}

/** A published question and answer in a page's language. */
export function publishedText(
  question: { questionTh: string; questionEn: string; answerTh: string; answerEn: string },
  locale: 'th' | 'en',
): { question: string; answer: string } {
  return locale === 'th'
    ? { question: question.questionTh, answer: question.answerTh }
    : { question: question.questionEn, answer: question.answerEn };
}

/** The state of the quarter page's form after a post without JavaScript (its `?question=`). */
export const QUESTION_OUTCOMES = ['sent', 'invalid', 'closed', 'busy', 'failed'] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];

export function questionOutcome(value: unknown): QuestionOutcome | null {
  return typeof value === 'string' && (QUESTION_OUTCOMES as readonly string[]).includes(value)
    ? (value as QuestionOutcome)
    : null;
}

/** The workspace page of the moderation. */
export const QUESTIONS_ADMIN_PATH = '/admin/questions';
