import 'server-only';
import { ValidationError } from 'yup';
import { recordAudit } from '@/lib/accounts';
import { isPlainFormPost, workspaceAction, workspaceJson } from '@/lib/accounts/server';
import {
  backendMode,
  clientKey,
  createFormRateLimiter,
  getQuarterlyResults,
  listPublishedQuestions,
  listQuestions,
  readLimitedText,
  readQuestion,
  storeQuestion,
  writeQuestionChange,
  type PublishedQuestion,
  type QuarterlyResult,
  type StoredQuestion,
} from '@/lib/backend';
import { findQuarter, parseQuarterSlug, quarterPath, quarterSlug, type QuarterId } from '@/lib/results';
import { isCrossSite } from '@/lib/security/origin-check';
import { pagesPurge, purgeSharedCache } from '@/lib/shared-cache';
import { parseMessage, questionSchema } from '@/lib/validation';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { sealQuestionDraft } from './draft';
import { isQuestionStep, moderationChange, questionsOpen, type ModerationRefusal } from './rules';

/**
 * Questions for management (docs/results.md): the public route that takes a question, the
 * workspace route that moderates one, and what the quarter's page and the workspace page read.
 * Only the embedded backend keeps questions: with a remote backend none are taken or shown.
 */

/** The largest body of a question post (the fields' own limits are far below it). */
export { openQuestionDraft, sealQuestionDraft, type QuestionDraft } from './draft';

export const MAX_QUESTION_BODY_BYTES = 16 * 1024;
const MAX_MODERATION_BODY_BYTES = 64 * 1024;

export function questionsKept(): boolean {
  return backendMode().kind === 'embedded';
}

/** Whether the quarter's page offers the form now: an embedded store and a results date still ahead (rules.ts). */
export function takesQuestions(result: Pick<QuarterlyResult, 'results_date'>, now = new Date()): boolean {
  return questionsKept() && questionsOpen(result.results_date, now);
}

/** The published questions and answers of a quarter; none with a remote backend or when the store fails. */
export async function loadPublishedQuestions(id: QuarterId): Promise<PublishedQuestion[]> {
  if (!questionsKept()) return [];
  try {
    return await listPublishedQuestions(id.year, id.quarter);
  } catch (error) {
    console.error(
      '[questions] could not read the published questions:',
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}

/** Every question for the workspace, newest first; null when the store could not be read. */
export async function loadQuestionsForModeration(): Promise<StoredQuestion[] | null> {
  try {
    return await listQuestions({ limit: 1000 });
  } catch (error) {
    console.error('[questions] could not read the questions:', error instanceof Error ? error.message : error);
    return null;
  }
}

const limiter = createFormRateLimiter('results-questions');

type Fields = Record<string, unknown>;

async function bodyFields(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; fields: Fields } | { ok: false; status: number; error: string }> {
  const type = request.headers.get('content-type') ?? '';
  const form = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!form && !/^application\/json\s*(;|$)/i.test(type))
    return { ok: false, status: 415, error: 'Content-Type must be application/json or a form' };
  const read = await readLimitedText(request, maxBytes).catch(() => null);
  if (!read?.ok)
    return read?.reason === 'too-large'
      ? { ok: false, status: 413, error: `Body larger than ${maxBytes} bytes` }
      : { ok: false, status: 400, error: 'Body not received' };
  if (form) return { ok: true, fields: Object.fromEntries(new URLSearchParams(read.text)) };
  try {
    const value: unknown = JSON.parse(read.text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, status: 400, error: 'Expected a JSON object' };
    return { ok: true, fields: value as Fields };
  } catch {
    return { ok: false, status: 400, error: 'Invalid JSON' };
  }
}

const catalogues = { en, th } as const;

/** A schema message in the language: its catalogue key's text with the limit filled in. */
function localMessage(message: string, locale: 'th' | 'en'): string {
  const { key, max } = parseMessage(message);
  const lookup = (catalogue: unknown) =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
        catalogue,
      );
  const found = lookup(catalogues[locale]) ?? lookup(catalogues.en);
  if (typeof found !== 'string') return message;
  return max === undefined ? found : found.replace(/\{max(?:, number)?\}/, String(max));
}

/**
 * POST /api/results-questions: a question for a quarter. JSON gets JSON (200 `{ok: true}`, 400 with
 * the field errors, 404 unknown quarter or no questions kept, 409 closed, 429); a plain form post
 * gets 303 back to the quarter's page with `?question=<outcome>` (and, when refused, the fields in
 * error and what was typed, sealed: ./draft.ts). The reply to a valid question is the same whether it was stored or not.
 */
export async function handleQuestionPost(request: Request): Promise<Response> {
  const plain = isPlainFormPost(request);
  const json = (body: unknown, status: number, headers?: HeadersInit) =>
    Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
  if (isCrossSite(request)) return json({ error: 'Cross-site request refused' }, 403);

  const quota = await limiter.take(clientKey(request));
  const read = quota.allowed ? await bodyFields(request, MAX_QUESTION_BODY_BYTES) : null;
  const fields = read?.ok ? read.fields : {};
  const locale = fields.lang === 'en' ? 'en' : 'th';
  const id = typeof fields.quarter === 'string' ? parseQuarterSlug(fields.quarter) : null;

  // Without JavaScript: back to the quarter's page (or the hub, for a quarter that is no quarter).
  const back = (outcome: string, extra: Record<string, string> = {}) => {
    const path = `${locale === 'en' ? '/en' : ''}${id ? quarterPath(id) : '/financialinfo/results'}`;
    const query = new URLSearchParams({ question: outcome, ...extra });
    return new Response(null, {
      status: 303,
      headers: { location: `${path}?${query}#questions`, 'cache-control': 'no-store' },
    });
  };

  if (!quota.allowed) {
    return plain
      ? back('busy')
      : json({ error: 'Too many requests' }, 429, { 'retry-after': String(quota.retryAfterSeconds) });
  }
  if (!read?.ok) return json({ error: read?.error ?? 'Bad request' }, read?.status ?? 400);
  if (!questionsKept()) return plain ? back('closed') : json({ error: 'Questions are not being taken' }, 404);
  if (!id) return plain ? back('failed') : json({ error: 'Unknown quarter' }, 404);
  const results = await getQuarterlyResults();
  const result = results ? findQuarter(results, id) : undefined;
  if (!result) return plain ? back('failed') : json({ error: 'Unknown quarter' }, 404);
  if (!questionsOpen(result.results_date))
    return plain ? back('closed') : json({ error: 'Questions for this quarter are closed' }, 409);

  // Only the schema's fields, each text (or a ticked box's true): anything else is the field's error.
  const values: Record<string, unknown> = {};
  for (const name of ['name', 'email', 'question', 'consent']) {
    const value = fields[name];
    values[name] =
      typeof value === 'string' || (name === 'consent' && value === true) || value === undefined ? value : {};
  }
  let input;
  try {
    input = await questionSchema.validate(values, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length ? error.inner : [error])
      errors[issue.path ?? 'body'] ??= localMessage(issue.message, locale);
    if (!plain) return json({ errors }, 400);
    const text = (field: string) => (typeof fields[field] === 'string' ? (fields[field] as string) : '');
    const draft = sealQuestionDraft({
      name: text('name'),
      email: text('email'),
      text: text('question'),
      consent: fields.consent === 'yes',
    });
    return back('invalid', { fields: Object.keys(errors).join(','), draft });
  }

  try {
    await storeQuestion({
      year: id.year,
      quarter: id.quarter,
      name: input.name,
      email: input.email,
      questionText: input.question,
      locale,
    });
  } catch (error) {
    console.error('[questions] could not store a question:', error instanceof Error ? error.message : error);
    return plain ? back('failed') : json({ error: 'Could not store the question' }, 500);
  }
  return plain ? back('sent') : json({ ok: true }, 200);
}

const REFUSAL_STATUS: Record<ModerationRefusal, number> = { 'invalid-state': 409, incomplete: 400, invalid: 400 };

/**
 * POST /api/workspace/questions/<id>/<step>: a moderation step (rules.ts) by a person who may
 * (`questions.moderate`), audited. JSON or a plain form; the form comes back to its `?next=` page.
 */
export function handleQuestionStep(request: Request, idText: string, step: string): Promise<Response> {
  return workspaceAction(request, 'questions.moderate', async (user, client) => {
    if (!isQuestionStep(step)) return workspaceJson({ error: 'not-found' }, 404);
    const id = /^\d{1,12}$/.test(idText) ? Number(idText) : NaN;
    const question = Number.isSafeInteger(id) ? await readQuestion(id) : null;
    if (!question) return workspaceJson({ error: 'not-found' }, 404);
    const body = await bodyFields(request, MAX_MODERATION_BODY_BYTES);
    if (!body.ok) return workspaceJson({ error: 'body', message: body.error }, body.status);
    const decided = moderationChange(question, step, body.fields);
    if (!decided.ok) return workspaceJson({ error: decided.refusal }, REFUSAL_STATUS[decided.refusal]);
    const changed = await writeQuestionChange(id, decided.change, user.email);
    await recordAudit({
      actor: user.email,
      action: 'content',
      object: `question:${id}`,
      client,
      detail: {
        step,
        quarter: quarterSlug({ year: question.year, quarter: question.quarter as QuarterId['quarter'] }),
      },
    });
    // The quarter's page reads the store on every render: only a shared cache in front holds an old
    // copy (docs/operations.md, A shared cache in front). It logs a failure itself.
    await purgeSharedCache(
      pagesPurge([quarterPath({ year: question.year, quarter: question.quarter as QuarterId['quarter'] })]),
    );
    return workspaceJson({
      question: changed && { id: changed.id, state: changed.state, publishedAt: changed.publishedAt },
    });
  });
}
