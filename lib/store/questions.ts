import { mailboxKey } from '@/lib/email-alerts';
import { capLockStatements } from './capped-insert';
import { getDatabase, plainRows } from './db';
import { engineOf } from './engine';

/**
 * Questions for management (migration 16; docs/results.md, Questions for management): what investors
 * sent before a quarter's results call and what the IR team made of it. The rules of the moderation
 * are lib/questions'; this file only reads and writes rows.
 */

export type QuestionState = 'new' | 'chosen' | 'dismissed';

/** A question as the workspace sees it, the asker's contact details included (never shown on the site). */
export interface StoredQuestion {
  id: number;
  year: number;
  quarter: number;
  /** Empty once the retention job has cleared it. */
  name: string;
  email: string;
  questionText: string;
  locale: 'th' | 'en';
  consentAt: string;
  receivedAt: string;
  state: QuestionState;
  questionTh: string;
  questionEn: string;
  answerTh: string;
  answerEn: string;
  publishedAt: string | null;
  moderatedBy: string | null;
  moderatedAt: string | null;
}

/** A published question and answer as the quarter's page shows it: nothing about the asker. */
export type PublishedQuestion = Pick<StoredQuestion, 'id' | 'questionTh' | 'questionEn' | 'answerTh' | 'answerEn'> & {
  publishedAt: string;
};

/** The asker's name and e-mail address are cleared this many days after the question arrived. */
export const QUESTION_CONTACT_DAYS = 90;

/**
 * At most this many questions from one mailbox per quarter are stored; more are accepted and dropped. The
 * mailbox is the e-mail alerts' (lib/email-alerts/mailbox.ts): `Q3@`, `q3+a@` and `q3@` are one.
 */
export const QUESTIONS_PER_ADDRESS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

const COLUMNS = `id, year, quarter, name, email, question_text, locale, consent_at, received_at, state, question_th, question_en,
  answer_th, answer_en, published_at, moderated_by, moderated_at`;

function questionOf(row: Record<string, unknown>): StoredQuestion {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const optional = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: Number(row.id),
    year: Number(row.year),
    quarter: Number(row.quarter),
    name: text(row.name),
    email: text(row.email),
    questionText: text(row.question_text),
    locale: row.locale === 'en' ? 'en' : 'th',
    consentAt: text(row.consent_at),
    receivedAt: text(row.received_at),
    state: row.state === 'chosen' || row.state === 'dismissed' ? row.state : 'new',
    questionTh: text(row.question_th),
    questionEn: text(row.question_en),
    answerTh: text(row.answer_th),
    answerEn: text(row.answer_en),
    publishedAt: optional(row.published_at),
    moderatedBy: optional(row.moderated_by),
    moderatedAt: optional(row.moderated_at),
  };
}

/** What an investor sends. */
export type NewQuestion = Pick<StoredQuestion, 'year' | 'quarter' | 'name' | 'email' | 'questionText' | 'locale'>;

/**
 * Stores a question sent now (its consent given now). Returns whether it was stored: not when the
 * mailbox has already sent QUESTIONS_PER_ADDRESS for the quarter, however its address was spelt (the
 * sender is told the same either way). The address is stored as typed.
 */
export async function storeQuestion(question: NewQuestion, now = new Date()): Promise<{ stored: boolean }> {
  const at = now.toISOString();
  const mailbox = mailboxKey(question.email);
  const client = await getDatabase();
  // One batch: the count sees every question of the mailbox stored before this one (./capped-insert.ts).
  const results = await client.batch(
    [
      ...capLockStatements(engineOf(client), 'results-questions', `${question.year}-${question.quarter}-${mailbox}`),
      {
        sql: `INSERT INTO results_questions (year, quarter, name, email, mailbox, question_text, locale, consent_at, received_at)
          SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?
          WHERE (SELECT COUNT(*) FROM results_questions WHERE year = ? AND quarter = ? AND mailbox = ?) < ?`,
        args: [
          question.year,
          question.quarter,
          question.name,
          question.email,
          mailbox,
          question.questionText,
          question.locale,
          at,
          at,
          question.year,
          question.quarter,
          mailbox,
          QUESTIONS_PER_ADDRESS,
        ],
      },
    ],
    'write',
  );
  const result = results[results.length - 1];
  return { stored: result.rowsAffected === 1 };
}

/** The questions of a quarter (or of every quarter), newest first, at most `limit`. */
export async function listQuestions({
  year,
  quarter,
  limit = 500,
}: { year?: number; quarter?: number; limit?: number } = {}): Promise<StoredQuestion[]> {
  const filtered = year !== undefined && quarter !== undefined;
  const result = await (
    await getDatabase()
  ).execute({
    sql: `SELECT ${COLUMNS} FROM results_questions ${filtered ? 'WHERE year = ? AND quarter = ?' : ''} ORDER BY received_at DESC, id DESC LIMIT ?`,
    args: filtered ? [year, quarter, limit] : [limit],
  });
  return plainRows(result).map(questionOf);
}

/** Each quarter that has questions, newest first, with how many and how many are still new. */
export async function listQuestionQuarters(): Promise<
  { year: number; quarter: number; count: number; fresh: number }[]
> {
  const result = await (
    await getDatabase()
  ).execute(
    `SELECT year, quarter, COUNT(*) AS count, SUM(CASE WHEN state = 'new' THEN 1 ELSE 0 END) AS fresh FROM results_questions GROUP BY year, quarter ORDER BY year DESC, quarter DESC`,
  );
  return plainRows(result).map((row) => ({
    year: Number(row.year),
    quarter: Number(row.quarter),
    count: Number(row.count),
    fresh: Number(row.fresh),
  }));
}

export async function readQuestion(id: number): Promise<StoredQuestion | null> {
  const result = await (
    await getDatabase()
  ).execute({ sql: `SELECT ${COLUMNS} FROM results_questions WHERE id = ?`, args: [id] });
  const [row] = plainRows(result);
  return row ? questionOf(row) : null;
}

/** What a moderation step writes. */
export interface QuestionChange {
  state?: QuestionState;
  questionTh?: string;
  questionEn?: string;
  answerTh?: string;
  answerEn?: string;
  publishedAt?: string | null;
}

const CHANGE_COLUMNS: Record<keyof QuestionChange, string> = {
  state: 'state',
  questionTh: 'question_th',
  questionEn: 'question_en',
  answerTh: 'answer_th',
  answerEn: 'answer_en',
  publishedAt: 'published_at',
};

/** Writes a moderation step with who took it and when; the question as it is now, or null when there is none. */
export async function writeQuestionChange(
  id: number,
  change: QuestionChange,
  moderator: string,
  now = new Date(),
): Promise<StoredQuestion | null> {
  const keys = (Object.keys(change) as (keyof QuestionChange)[]).filter((key) => change[key] !== undefined);
  const sets = [...keys.map((key) => `${CHANGE_COLUMNS[key]} = ?`), 'moderated_by = ?', 'moderated_at = ?'];
  await (
    await getDatabase()
  ).execute({
    sql: `UPDATE results_questions SET ${sets.join(', ')} WHERE id = ?`,
    args: [...keys.map((key) => change[key] ?? null), moderator, now.toISOString(), id],
  });
  return readQuestion(id);
}

/**
 * The published questions and answers of a quarter, oldest publication first: only chosen questions
 * with a publication time, and none of the asker's details.
 */
export async function listPublishedQuestions(year: number, quarter: number): Promise<PublishedQuestion[]> {
  const result = await (
    await getDatabase()
  ).execute({
    sql: `SELECT id, question_th, question_en, answer_th, answer_en, published_at FROM results_questions
          WHERE year = ? AND quarter = ? AND state = 'chosen' AND published_at IS NOT NULL
            AND question_th <> '' AND question_en <> '' AND answer_th <> '' AND answer_en <> ''
          ORDER BY published_at, id`,
    args: [year, quarter],
  });
  return plainRows(result).map((row) => ({
    id: Number(row.id),
    questionTh: String(row.question_th),
    questionEn: String(row.question_en),
    answerTh: String(row.answer_th),
    answerEn: String(row.answer_en),
    publishedAt: String(row.published_at),
  }));
}

/** Clears the name and e-mail address of questions older than QUESTION_CONTACT_DAYS; how many were cleared. */
export async function purgeQuestionContacts(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - QUESTION_CONTACT_DAYS * DAY_MS).toISOString();
  const result = await (
    await getDatabase()
  ).execute({
    sql: `UPDATE results_questions SET name = NULL, email = NULL, mailbox = NULL
          WHERE received_at < ? AND (name IS NOT NULL OR email IS NOT NULL OR mailbox IS NOT NULL)`,
    args: [cutoff],
  });
  return result.rowsAffected;
}
