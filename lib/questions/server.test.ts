/** @jest-environment node */
import { permits, type Role } from '@/lib/accounts/roles';

// The session, origin and CSRF checks are lib/accounts' workspaceAction (its own tests and the e2e spec);
// here the signed-in person is whoever the test says, refused unless `permits` grants the action the
// route asks for, and a plain form post gets lib/accounts' real 303 reply.
let signedIn: { id: string; email: string; role: Role } = { id: 'e1', email: 'editor@example.com', role: 'editor' };
const askedActions: string[] = [];
jest.mock('@/lib/accounts/server', () =>
  jest
    .requireActual<typeof import('@/lib/testing/workspace-stand-in')>('@/lib/testing/workspace-stand-in')
    .workspaceDoorStandIn(() => signedIn, { onAction: (action) => askedActions.push(action) }),
);

import { forgetSettings } from '@/lib/config/settings.mjs';
import {
  listAuditEntries,
  listPublishedQuestions,
  listQuestionQuarters,
  listQuestions,
  purgeQuestionContacts,
  readQuestion,
  storeQuestion,
  writeQuestionChange,
  QUESTIONS_PER_ADDRESS,
} from '@/lib/backend';
import { getDatabase } from '@/lib/store/db';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import {
  handleQuestionPost,
  handleQuestionStep,
  loadPublishedQuestions,
  openQuestionDraft,
  sealQuestionDraft,
  takesQuestions,
} from './server';

jest.setTimeout(60_000);

let address = 0;
/** A post from a client of its own (the form limit counts per client). */
function post(body: Record<string, unknown>, { form = false, from = `198.51.100.${++address}` } = {}): Request {
  const headers = new Headers({ 'x-forwarded-for': from, origin: 'http://localhost' });
  headers.set('content-type', form ? 'application/x-www-form-urlencoded' : 'application/json');
  if (!form) headers.set('accept', 'application/json');
  const text = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  return new Request('http://localhost/api/results-questions', { method: 'POST', headers, body: text });
}

const valid = {
  quarter: '2099-q1',
  lang: 'en',
  name: 'Ann Investor',
  email: 'ann@example.com',
  question: 'Will the dividend grow?',
  consent: 'yes',
};

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('questions', { FORM_RATE_LIMIT: '4', TRUST_PROXY_HOPS: '1' }, engine);
  beforeAll(async () => {
    forgetSettings();
    // A quarter whose results are still to come (the demo quarters are all past).
    await (
      await getDatabase()
    ).execute(
      `INSERT INTO quarterly_results (year, quarter, total_revenue, sales_revenue, gross_profit, net_profit, eps, results_date) VALUES (2099, 1, 1, 1, 1, 1, 0.1, '2099-05-15')`,
    );
  });

  describe('POST /api/results-questions', () => {
    it('stores a valid question and answers 200 JSON, or 303 to the page’s thank-you without JavaScript', async () => {
      const reply = await handleQuestionPost(post(valid));
      expect(reply.status).toBe(200);
      await expect(reply.json()).resolves.toEqual({ ok: true });
      const form = await handleQuestionPost(
        post({ ...valid, lang: 'th', email: 'somchai@example.com', question: 'ปันผลจะเพิ่มไหม' }, { form: true }),
      );
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/financialinfo/results/2099-q1?question=sent#questions');
      const stored = await listQuestions({ year: 2099, quarter: 1 });
      expect(stored.map((q) => [q.email, q.locale, q.questionText, q.state, q.publishedAt])).toEqual([
        ['somchai@example.com', 'th', 'ปันผลจะเพิ่มไหม', 'new', null],
        ['ann@example.com', 'en', 'Will the dividend grow?', 'new', null],
      ]);
    });

    it('answers 400 with the field errors in the page’s language, nothing stored', async () => {
      const before = (await listQuestions()).length;
      const reply = await handleQuestionPost(post({ ...valid, consent: undefined, email: 'nope', lang: 'th' }));
      expect(reply.status).toBe(400);
      const { errors } = (await reply.json()) as { errors: Record<string, string> };
      expect(Object.keys(errors).sort()).toEqual(['consent', 'email']);
      expect(errors.consent).toMatch(/[\u0e00-\u0e7f]/);
      expect((await handleQuestionPost(post({ ...valid, question: 'x'.repeat(1001) }))).status).toBe(400);
      expect((await handleQuestionPost(post({ ...valid, name: 42 }))).status).toBe(400);
      expect((await listQuestions()).length).toBe(before);
    });

    it('without JavaScript, a refusal comes back to the page with the fields in error and what was typed, sealed', async () => {
      const reply = await handleQuestionPost(post({ ...valid, consent: '' }, { form: true }));
      expect(reply.status).toBe(303);
      const where = reply.headers.get('location')!;
      const location = new URL(where, 'http://localhost');
      expect(location.pathname).toBe('/en/financialinfo/results/2099-q1');
      const { draft, ...rest } = Object.fromEntries(location.searchParams);
      expect(rest).toEqual({ question: 'invalid', fields: 'consent' });
      // Nothing typed is in the URL in clear: it is in the sealed draft the page opens.
      for (const typed of [valid.name, valid.email, valid.question, 'Ann', 'example.com'])
        expect(decodeURIComponent(where)).not.toContain(typed);
      expect(openQuestionDraft(draft)).toEqual({
        name: valid.name,
        email: valid.email,
        text: valid.question,
        consent: false,
      });
    });

    it('opens a sealed draft only untouched, under the same secret and within 30 minutes', () => {
      const typed = { name: 'ก ข', email: 'a@example.com', text: 'ปันผล?\nline two', consent: true };
      const at = new Date('2026-11-26T10:00:00Z');
      const token = sealQuestionDraft(typed, at, 'secret-one');
      expect(openQuestionDraft(token, new Date(at.getTime() + 29 * 60_000), 'secret-one')).toEqual(typed);
      expect(openQuestionDraft(token, new Date(at.getTime() + 31 * 60_000), 'secret-one')).toBeNull();
      expect(openQuestionDraft(token, at, 'secret-two')).toBeNull();
      const flipped = token.slice(0, 30) + (token[30] === 'A' ? 'B' : 'A') + token.slice(31);
      expect(openQuestionDraft(flipped, at, 'secret-one')).toBeNull();
      for (const bad of ['', 'short', 'not base64 at all!'.repeat(5), 'A'.repeat(20000)])
        expect(openQuestionDraft(bad, at, 'secret-one')).toBeNull();
    });

    it('refuses a closed or unknown quarter, a wrong type or a large body, and a cross-site post', async () => {
      expect((await handleQuestionPost(post({ ...valid, quarter: '2025-q3' }))).status).toBe(409);
      expect((await handleQuestionPost(post({ ...valid, quarter: '2098-q1' }))).status).toBe(404);
      expect((await handleQuestionPost(post({ ...valid, quarter: 'nonsense' }))).status).toBe(404);
      const closed = await handleQuestionPost(post({ ...valid, quarter: '2025-q3' }, { form: true }));
      expect(closed.headers.get('location')).toBe('/en/financialinfo/results/2025-q3?question=closed#questions');
      const big = post({ ...valid, question: 'x'.repeat(20_000) });
      expect((await handleQuestionPost(big)).status).toBe(413);
      const text = new Request('http://localhost/api/results-questions', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hi',
      });
      expect((await handleQuestionPost(text)).status).toBe(415);
      const crossSite = post(valid);
      crossSite.headers.set('origin', 'https://evil.example');
      crossSite.headers.set('sec-fetch-site', 'cross-site');
      expect((await handleQuestionPost(crossSite)).status).toBe(403);
    });

    it('answers the same whether or not an address’s question was stored (a bound per address and quarter)', async () => {
      const email = 'many@example.com';
      for (let n = 0; n < QUESTIONS_PER_ADDRESS + 2; n += 1) {
        const reply = await handleQuestionPost(post({ ...valid, email, question: `Question ${n}` }));
        expect(reply.status).toBe(200);
        await expect(reply.json()).resolves.toEqual({ ok: true });
      }
      expect((await listQuestions()).filter((q) => q.email === email)).toHaveLength(QUESTIONS_PER_ADDRESS);
    });

    it('counts the bound per mailbox, however the address is spelt', async () => {
      const spellings = [
        'q3@example.com',
        'Q3@example.com',
        'q3+a@example.com',
        'q3+b@EXAMPLE.com',
        ' q3+c@example.com',
      ];
      for (const [n, email] of spellings.entries()) {
        const reply = await handleQuestionPost(post({ ...valid, email, question: `Spelling ${n}` }));
        expect(reply.status).toBe(200);
        await expect(reply.json()).resolves.toEqual({ ok: true });
      }
      const stored = (await listQuestions({ year: 2099, quarter: 1 })).filter((q) =>
        q.questionText.startsWith('Spelling'),
      );
      expect(stored).toHaveLength(QUESTIONS_PER_ADDRESS);
      // The address is kept as it was typed (the schema lower-cases only the domain).
      expect(stored.map((q) => q.email).sort()).toEqual(['Q3@example.com', 'q3+a@example.com', 'q3@example.com']);
    });

    it('limits each client’s posts per minute', async () => {
      // A client of its own on each engine: the limit's counts outlive a store.
      const from = engine === 'postgres' ? '203.0.113.78' : '203.0.113.77';
      const statuses = [];
      for (let n = 0; n < 5; n += 1)
        statuses.push((await handleQuestionPost(post({ ...valid, email: `rate${n}@example.com` }, { from }))).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });

    it('takes questions only before 00:00 Bangkok time on the results date', () => {
      expect(takesQuestions({ results_date: '2099-05-15' })).toBe(true);
      expect(takesQuestions({ results_date: '2026-02-20' }, new Date('2026-02-19T16:59:00Z'))).toBe(true);
      expect(takesQuestions({ results_date: '2026-02-20' }, new Date('2026-02-19T17:00:00Z'))).toBe(false);
    });
  });

  describe('moderation', () => {
    const step = (id: number, name: string, body: Record<string, unknown> = {}) =>
      handleQuestionStep(
        new Request('http://localhost/api/workspace/questions', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        }),
        String(id),
        name,
      );

    it('asks for questions.moderate: editors, approvers and admins have it', async () => {
      expect((['editor', 'approver', 'admin'] as const).every((role) => permits(role, 'x', 'questions.moderate'))).toBe(
        true,
      );
      const [question] = await listQuestions({ year: 2099, quarter: 1 });
      askedActions.length = 0;
      await step(question.id, 'choose');
      expect(askedActions).toEqual(['questions.moderate']);
    });

    it('chooses, answers and publishes a question; only then does the page get it, without the asker', async () => {
      signedIn = { id: 'e1', email: 'editor@example.com', role: 'editor' };
      const question = (await listQuestions({ year: 2099, quarter: 1 })).find(
        (q) => q.email === 'somchai@example.com',
      )!;
      if (question.state !== 'chosen') expect((await step(question.id, 'choose')).status).toBe(200);
      expect(await loadPublishedQuestions({ year: 2099, quarter: 1 })).toEqual([]);

      // Not yet complete: refused.
      expect((await step(question.id, 'publish')).status).toBe(400);
      expect(
        (
          await step(question.id, 'answer', {
            questionTh: 'ปันผลจะเพิ่มไหม',
            questionEn: 'Will the dividend rise?',
            answerTh: 'คาดว่าจะเพิ่ม',
            answerEn: 'We expect so.',
          })
        ).status,
      ).toBe(200);
      expect(await loadPublishedQuestions({ year: 2099, quarter: 1 })).toEqual([]);
      expect((await step(question.id, 'publish')).status).toBe(200);
      const published = await loadPublishedQuestions({ year: 2099, quarter: 1 });
      expect(published).toEqual([
        {
          id: question.id,
          questionTh: 'ปันผลจะเพิ่มไหม',
          questionEn: 'Will the dividend rise?',
          answerTh: 'คาดว่าจะเพิ่ม',
          answerEn: 'We expect so.',
          publishedAt: expect.any(String),
        },
      ]);
      expect(JSON.stringify(published)).not.toContain('example.com');
      expect(await readQuestion(question.id)).toMatchObject({ moderatedBy: 'editor@example.com', state: 'chosen' });

      const audit = await listAuditEntries({ action: 'content' });
      expect(
        audit
          .filter((entry) => entry.object === `question:${question.id}`)
          .map((entry) => JSON.parse(entry.detail).step)
          .sort(),
      ).toEqual(expect.arrayContaining(['answer', 'publish']));

      expect((await step(question.id, 'unpublish')).status).toBe(200);
      expect(await loadPublishedQuestions({ year: 2099, quarter: 1 })).toEqual([]);
      expect((await step(question.id, 'publish')).status).toBe(200);
      expect((await step(question.id, 'dismiss')).status).toBe(200);
      expect(await loadPublishedQuestions({ year: 2099, quarter: 1 })).toEqual([]);
    });

    it('writes a step with who took it, and counts each quarter’s questions and the new ones, newest quarter first', async () => {
      const ask = (quarter: number, email: string) =>
        storeQuestion({ year: 2098, quarter, name: 'M', email, questionText: `q${quarter}`, locale: 'th' });
      for (const email of ['m1@example.com', 'm2@example.com', 'm3@example.com']) await ask(2, email);
      await ask(4, 'm4@example.com');
      const [first, second] = await listQuestions({ year: 2098, quarter: 2 });
      const at = new Date('2098-05-01T03:00:00.000Z');
      expect(
        await writeQuestionChange(first.id, { state: 'chosen', answerEn: 'Yes.' }, 'editor@example.com', at),
      ).toMatchObject({
        state: 'chosen',
        answerEn: 'Yes.',
        answerTh: '',
        moderatedBy: 'editor@example.com',
        moderatedAt: at.toISOString(),
      });
      await writeQuestionChange(second.id, { state: 'dismissed' }, 'approver@example.com', at);
      expect(await writeQuestionChange(999_999, { state: 'chosen' }, 'editor@example.com', at)).toBeNull();
      expect((await listQuestionQuarters()).filter((row) => row.year === 2098)).toEqual([
        { year: 2098, quarter: 4, count: 1, fresh: 1 },
        { year: 2098, quarter: 2, count: 3, fresh: 1 },
      ]);
    });

    it('stores no more than the bound of one mailbox’s questions when they arrive at once', async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          storeQuestion({
            year: 2098,
            quarter: 3,
            name: 'R',
            email: `racer+${n}@example.com`,
            questionText: `Race ${n}`,
            locale: 'en',
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.stored)).toHaveLength(QUESTIONS_PER_ADDRESS);
      expect(await listQuestions({ year: 2098, quarter: 3 })).toHaveLength(QUESTIONS_PER_ADDRESS);
    });

    it('never returns a question for the page that is not chosen and published, whatever its texts', async () => {
      await storeQuestion({
        year: 2099,
        quarter: 2,
        name: 'N',
        email: 'n@example.com',
        questionText: 'q',
        locale: 'en',
      });
      const [row] = await listQuestions({ year: 2099, quarter: 2 });
      const db = await getDatabase();
      const texts = `question_th = 'a', question_en = 'b', answer_th = 'c', answer_en = 'd'`;
      for (const set of [
        `state = 'new', published_at = '2099-01-01T00:00:00Z'`,
        `state = 'dismissed', published_at = '2099-01-01T00:00:00Z'`,
        `state = 'chosen', published_at = NULL`,
      ]) {
        await db.execute({ sql: `UPDATE results_questions SET ${texts}, ${set} WHERE id = ?`, args: [row.id] });
        expect(await listPublishedQuestions(2099, 2)).toEqual([]);
      }
      await db.execute({
        sql: `UPDATE results_questions SET ${texts}, state = 'chosen', published_at = '2099-01-01T00:00:00Z' WHERE id = ?`,
        args: [row.id],
      });
      expect(await listPublishedQuestions(2099, 2)).toHaveLength(1);
    });

    it('refuses an unknown question or step, and texts out of bounds', async () => {
      expect((await step(999_999, 'choose')).status).toBe(404);
      expect((await step(Number.NaN, 'choose')).status).toBe(404);
      const question = (await listQuestions({ year: 2099, quarter: 1 })).find((q) => q.email === 'ann@example.com')!;
      expect((await step(question.id, 'delete')).status).toBe(404);
      if (question.state !== 'chosen') expect((await step(question.id, 'choose')).status).toBe(200);
      expect((await step(question.id, 'answer', { answerEn: 'x'.repeat(5001) })).status).toBe(400);
      expect((await step(question.id, 'answer', { answerEn: 'x'.repeat(5000) })).status).toBe(200);
    });

    it('a plain form post comes back to the moderation page', async () => {
      const [question] = await listQuestions({ year: 2099, quarter: 1 });
      const reply = await handleQuestionStep(
        new Request(
          `http://localhost/api/workspace/questions/${question.id}/choose?next=${encodeURIComponent('/en/admin/questions')}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: '',
          },
        ),
        String(question.id),
        'choose',
      );
      expect(reply.status).toBe(303);
      expect(reply.headers.get('location')).toMatch(/^\/en\/admin\/questions\?(done=1|error=invalid-state)$/);
    });
  });

  describe('retention', () => {
    it('clears the asker’s name and address 90 days after the question arrived, keeping the question', async () => {
      const now = new Date();
      await storeQuestion(
        { year: 2099, quarter: 3, name: 'Old', email: 'old@example.com', questionText: 'old question', locale: 'en' },
        new Date(now.getTime() - 91 * 86_400_000),
      );
      await storeQuestion(
        { year: 2099, quarter: 3, name: 'New', email: 'new@example.com', questionText: 'new question', locale: 'en' },
        new Date(now.getTime() - 89 * 86_400_000),
      );
      expect(await purgeQuestionContacts(now)).toBe(1);
      const rows = await listQuestions({ year: 2099, quarter: 3 });
      expect(rows.map((q) => [q.questionText, q.name, q.email])).toEqual([
        ['new question', 'New', 'new@example.com'],
        ['old question', '', ''],
      ]);
      // The mailbox the bound counts is an address too: it goes with it.
      const mailboxes = await (
        await getDatabase()
      ).execute(`SELECT question_text, mailbox FROM results_questions WHERE year = 2099 AND quarter = 3 ORDER BY id`);
      expect(mailboxes.rows.map((row) => [row.question_text, row.mailbox])).toEqual([
        ['old question', null],
        ['new question', 'new@example.com'],
      ]);
    });
  });
});
