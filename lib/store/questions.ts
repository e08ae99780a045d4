import type { NotNull, Selectable } from 'kysely';
import { mailboxKey } from '@/lib/email-alerts';
import { capLockStatements, insertIf } from './capped-insert';
import { getDatabase } from './db';
import { engineOf } from './engine';
import { all, first, queries, run, statement } from './query';
import type { ResultsQuestions } from './schema';

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

/** The columns a question is read from: every one but the mailbox (a key for the bound per mailbox). */
const COLUMNS = [
  'id',
  'year',
  'quarter',
  'name',
  'email',
  'question_text',
  'locale',
  'consent_at',
  'received_at',
  'state',
  'question_th',
  'question_en',
  'answer_th',
  'answer_en',
  'published_at',
  'moderated_by',
  'moderated_at',
] as const;

function questionOf(row: Pick<Selectable<ResultsQuestions>, (typeof COLUMNS)[number]>): StoredQuestion {
  return {
    id: row.id,
    year: row.year,
    quarter: row.quarter,
    name: row.name ?? '',
    email: row.email ?? '',
    questionText: row.question_text,
    locale: row.locale === 'en' ? 'en' : 'th',
    consentAt: row.consent_at,
    receivedAt: row.received_at,
    state: row.state === 'chosen' || row.state === 'dismissed' ? row.state : 'new',
    questionTh: row.question_th,
    questionEn: row.question_en,
    answerTh: row.answer_th,
    answerEn: row.answer_en,
    publishedAt: row.published_at,
    moderatedBy: row.moderated_by,
    moderatedAt: row.moderated_at,
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
  const q = queries(client);
  const insert = insertIf(
    q,
    'results_questions',
    {
      year: question.year,
      quarter: question.quarter,
      name: question.name,
      email: question.email,
      mailbox,
      question_text: question.questionText,
      locale: question.locale,
      consent_at: at,
      received_at: at,
    },
    (row) =>
      row(
        row
          .selectFrom('results_questions')
          .select((count) => count.fn.countAll<number>().as('n'))
          .where('year', '=', question.year)
          .where('quarter', '=', question.quarter)
          .where('mailbox', '=', mailbox),
        '<',
        QUESTIONS_PER_ADDRESS,
      ),
  );
  // One batch: the count sees every question of the mailbox stored before this one (./capped-insert.ts).
  const results = await client.batch(
    [
      ...capLockStatements(engineOf(client), 'results-questions', `${question.year}-${question.quarter}-${mailbox}`),
      statement(insert),
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
  const client = await getDatabase();
  let query = queries(client).selectFrom('results_questions').select(COLUMNS);
  if (year !== undefined && quarter !== undefined)
    query = query.where('year', '=', year).where('quarter', '=', quarter);
  const rows = await all(client, query.orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit));
  return rows.map(questionOf);
}

/** Each quarter that has questions, newest first, with how many and how many are still new. */
export async function listQuestionQuarters(): Promise<
  { year: number; quarter: number; count: number; fresh: number }[]
> {
  const client = await getDatabase();
  return all(
    client,
    queries(client)
      .selectFrom('results_questions')
      .select((row) => [
        'year',
        'quarter',
        row.fn.countAll<number>().as('count'),
        row.fn.sum<number>(row.case().when('state', '=', 'new').then(1).else(0).end()).as('fresh'),
      ])
      .groupBy(['year', 'quarter'])
      .orderBy('year', 'desc')
      .orderBy('quarter', 'desc'),
  );
}

export async function readQuestion(id: number): Promise<StoredQuestion | null> {
  const client = await getDatabase();
  const row = await first(client, queries(client).selectFrom('results_questions').select(COLUMNS).where('id', '=', id));
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

/** Writes a moderation step with who took it and when; the question as it is now, or null when there is none. */
export async function writeQuestionChange(
  id: number,
  change: QuestionChange,
  moderator: string,
  now = new Date(),
): Promise<StoredQuestion | null> {
  const client = await getDatabase();
  // Kysely leaves out the columns whose value is undefined: only the steps' own changes are written.
  await run(
    client,
    queries(client)
      .updateTable('results_questions')
      .set({
        state: change.state,
        question_th: change.questionTh,
        question_en: change.questionEn,
        answer_th: change.answerTh,
        answer_en: change.answerEn,
        published_at: change.publishedAt,
        moderated_by: moderator,
        moderated_at: now.toISOString(),
      })
      .where('id', '=', id),
  );
  return readQuestion(id);
}

/**
 * The published questions and answers of a quarter, oldest publication first: only chosen questions
 * with a publication time, and none of the asker's details.
 */
export async function listPublishedQuestions(year: number, quarter: number): Promise<PublishedQuestion[]> {
  const client = await getDatabase();
  const rows = await all(
    client,
    queries(client)
      .selectFrom('results_questions')
      .select(['id', 'question_th', 'question_en', 'answer_th', 'answer_en', 'published_at'])
      .where('year', '=', year)
      .where('quarter', '=', quarter)
      .where('state', '=', 'chosen')
      .where('published_at', 'is not', null)
      .where('question_th', '<>', '')
      .where('question_en', '<>', '')
      .where('answer_th', '<>', '')
      .where('answer_en', '<>', '')
      .orderBy('published_at')
      .orderBy('id')
      .$narrowType<{ published_at: NotNull }>(),
  );
  return rows.map((row) => ({
    id: row.id,
    questionTh: row.question_th,
    questionEn: row.question_en,
    answerTh: row.answer_th,
    answerEn: row.answer_en,
    publishedAt: row.published_at,
  }));
}

/** Clears the name and e-mail address of questions older than QUESTION_CONTACT_DAYS; how many were cleared. */
export async function purgeQuestionContacts(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - QUESTION_CONTACT_DAYS * DAY_MS).toISOString();
  const client = await getDatabase();
  return run(
    client,
    queries(client)
      .updateTable('results_questions')
      .set({ name: null, email: null, mailbox: null })
      .where('received_at', '<', cutoff)
      .where((row) =>
        row.or([row('name', 'is not', null), row('email', 'is not', null), row('mailbox', 'is not', null)]),
      ),
  );
}
