import 'server-only';
import { workspaceAction, workspaceJson } from '@/lib/accounts/server';
import { readLimitedText } from '@/lib/backend';
import { runJobSoon } from '@/lib/server/process-bridge.mjs';
import { isDocumentHash, storedThumbnailResponse } from '@/lib/uploads';
import { dueMeetingDocuments } from './dashboard';
import { NEWSROOM_JOB } from './job';
import {
  approveItem,
  approveWithdrawal,
  createDraft,
  getItem,
  itemHistory,
  listItems,
  NewsroomError,
  rejectItem,
  requestWithdrawal,
  saveDraft,
  submitItem,
  versionDiff,
  type Actor,
} from './items';
import { previewPath } from './item-view';
import { isKindName } from './kinds';
import { mintItemPreview } from './preview';
import { refreshSite } from './site-refresh';
import { ITEM_STATES, type ItemState } from './workflow';

/**
 * The newsroom's workspace routes (app/api/workspace/items/...): thin. The session, the origin check
 * and the CSRF token are lib/accounts' workspaceAction (signed in, any role); each step's own
 * permission, four eyes and the audit entry are the newsroom's (./items.ts). Bodies are JSON or a form
 * (application/x-www-form-urlencoded, with `content` as JSON text), at most MAX_BODY_BYTES.
 */

// A quarter's results carry two transcripts (./content.ts, MAX_LENGTH.transcript): 1 MB, not the 64 KB a list item needs.
export const MAX_BODY_BYTES = 1024 * 1024;

type Body = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

async function bodyOf(request: Request): Promise<Body> {
  const read = await readLimitedText(request, MAX_BODY_BYTES).catch(() => null);
  if (!read?.ok)
    return {
      ok: false,
      response: workspaceJson(
        { error: 'body', message: `The body must be at most ${MAX_BODY_BYTES} bytes, sent in time.` },
        read?.reason === 'too-large' ? 413 : 400,
      ),
    };
  const bad = (message: string): Body => ({ ok: false, response: workspaceJson({ error: 'body', message }, 400) });
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) {
      const form = Object.fromEntries(new URLSearchParams(read.text));
      const value: Record<string, unknown> = { ...form };
      if (typeof form.content === 'string') value.content = JSON.parse(form.content) as unknown;
      if (form.alertAgain !== undefined) value.alertAgain = form.alertAgain === 'on' || form.alertAgain === 'true';
      // The item page's approval form: a radio "now" / "at", and the Bangkok date and time of "at".
      if (form.publishAt === 'at') value.publishAt = form.publishAtTime ?? '';
      return { ok: true, value };
    }
    const value: unknown = read.text.trim() ? JSON.parse(read.text) : {};
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return bad('The body must be a JSON object.');
    return { ok: true, value: value as Record<string, unknown> };
  } catch {
    return bad('The body is not valid JSON.');
  }
}

/**
 * The item form's automatic save (`autosave: true` beside the content, docs/newsroom.md, Saved
 * automatically): true or absent, anything else a 400.
 */
function autosaveOf(
  body: Record<string, unknown>,
): { ok: true; autosave: boolean } | { ok: false; response: Response } {
  const { autosave } = body;
  if (autosave === undefined || typeof autosave === 'boolean') return { ok: true, autosave: autosave === true };
  return { ok: false, response: workspaceJson({ error: 'body', message: 'autosave: true or false.' }, 400) };
}

function refusal(error: unknown): Response {
  if (error instanceof NewsroomError)
    return workspaceJson({ error: error.code, message: error.message, fields: error.fields }, error.status);
  throw error;
}

async function acting(request: Request, run: (actor: Actor, client: string) => Promise<Response>): Promise<Response> {
  return workspaceAction(request, 'workspace.view', async (user, client) => {
    try {
      return await run({ id: user.id, email: user.email, role: user.role }, client);
    } catch (error) {
      return refusal(error);
    }
  });
}

/** GET /api/workspace/items?kind=&state=: the items, newest change first. */
export function handleItemList(request: Request): Promise<Response> {
  return acting(request, async () => {
    const url = new URL(request.url);
    const kind = url.searchParams.get('kind');
    const state = url.searchParams.get('state');
    if (kind !== null && !isKindName(kind)) return workspaceJson({ error: 'invalid', message: 'Unknown kind.' }, 400);
    if (state !== null && !(ITEM_STATES as readonly string[]).includes(state))
      return workspaceJson({ error: 'invalid', message: 'Unknown state.' }, 400);
    return workspaceJson({
      items: await listItems({ kind: kind ?? undefined, state: (state as ItemState | null) ?? undefined }),
    });
  });
}

/** POST /api/workspace/items {kind, content, autosave?}: a new draft. */
export function handleItemCreate(request: Request): Promise<Response> {
  return acting(request, async (actor, client) => {
    const body = await bodyOf(request);
    if (!body.ok) return body.response;
    const autosave = autosaveOf(body.value);
    if (!autosave.ok) return autosave.response;
    return workspaceJson(
      {
        item: await createDraft(actor, body.value.kind, body.value.content ?? {}, {
          client,
          ownUploads: true,
          autosave: autosave.autosave,
        }),
      },
      201,
    );
  });
}

/** GET /api/workspace/items/<id>: the item, its versions and its history. */
export function handleItemRead(request: Request, id: string): Promise<Response> {
  return acting(request, async () => {
    const item = await getItem(id);
    if (!item) return workspaceJson({ error: 'not-found' }, 404);
    return workspaceJson({ item, history: await itemHistory(id) });
  });
}

/** GET /api/workspace/items/<id>/diff?from=&to=: the field diff of two versions. */
export function handleItemDiff(request: Request, id: string): Promise<Response> {
  return acting(request, async () => {
    const url = new URL(request.url);
    const from = Number(url.searchParams.get('from'));
    const to = Number(url.searchParams.get('to'));
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < 1 || from > 1e6 || to > 1e6)
      return workspaceJson({ error: 'invalid', message: 'from and to: version numbers.' }, 400);
    const changes = await versionDiff(id, from, to);
    return changes ? workspaceJson({ changes }) : workspaceJson({ error: 'not-found' }, 404);
  });
}

/** The steps a POST to /api/workspace/items/<id>/<step> takes. */
export const ITEM_STEPS = ['save', 'submit', 'approve', 'reject', 'request-withdrawal', 'approve-withdrawal'] as const;

/** POST /api/workspace/items/<id>/<step>. */
export function handleItemStep(request: Request, id: string, step: string): Promise<Response> {
  return acting(request, async (actor, client) => {
    if (!(ITEM_STEPS as readonly string[]).includes(step))
      return workspaceJson({ error: 'invalid', message: `Steps: ${ITEM_STEPS.join(', ')}.` }, 404);
    const body = await bodyOf(request);
    if (!body.ok) return body.response;
    const input = body.value;
    const options = { client, ownUploads: true };
    switch (step as (typeof ITEM_STEPS)[number]) {
      case 'save': {
        // {content, autosave?}: the item form's automatic save changes only a draft or a rejected version.
        const autosave = autosaveOf(input);
        if (!autosave.ok) return autosave.response;
        return workspaceJson({
          item: await saveDraft(actor, id, input.content ?? {}, { ...options, autosave: autosave.autosave }),
        });
      }
      case 'submit':
        return workspaceJson(await submitItem(actor, id, options));
      case 'approve': {
        const approved = await approveItem(
          actor,
          id,
          { publishAt: input.publishAt, alertAgain: input.alertAgain },
          options,
        );
        // Due now: the job goes through it at once rather than at its next interval.
        if (approved.item.publishAt && Date.parse(approved.item.publishAt) <= Date.now()) runJobSoon(NEWSROOM_JOB);
        return workspaceJson(approved);
      }
      case 'reject':
        return workspaceJson({ item: await rejectItem(actor, id, input.reason, options) });
      case 'request-withdrawal':
        return workspaceJson({ item: await requestWithdrawal(actor, id, input.reason, options) });
      case 'approve-withdrawal':
        return workspaceJson({ item: await approveWithdrawal(actor, id, { ...options, refresh: refreshSite }) });
    }
  });
}

/**
 * POST /api/workspace/items/<id>/preview?lang=: a new signed preview link of the item's newest version
 * (docs/newsroom.md, Preview), audited. A POST with the session's CSRF token, so a cross-site page
 * cannot mint one. A script gets `{href, version, expiresAt}`; a plain form post a 303 to the link.
 * A withdrawn item has none (409).
 */
export function handlePreviewMint(request: Request, id: string): Promise<Response> {
  return acting(request, async (actor, client) => {
    const locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'th';
    const { token, item, expiresAt } = await mintItemPreview(actor, id, { client });
    const href = previewPath(token, locale);
    return workspaceJson({ href, version: item.version, expiresAt: expiresAt.toISOString(), next: href });
  });
}

/** GET /api/workspace/items/meetings-due: the meeting documents due, for the dashboard. */
export function handleMeetingsDue(request: Request): Promise<Response> {
  return acting(request, async () => workspaceJson({ due: await dueMeetingDocuments() }));
}

/** How long a browser keeps a thumbnail: its image never changes under its hash. */
export const THUMBNAIL_CACHE_CONTROL = 'private, max-age=86400';

/**
 * GET /api/workspace/thumbnails/<sha256>: page 1 of a stored PDF as a small PNG, for the item form's
 * document cards (docs/uploads.md, "Thumbnails"). Signed-in people only, whatever their role: a
 * draft's document is the workspace's, so there is no public path to a thumbnail and the browser
 * keeps it privately. 400 for anything but a SHA-256 in lower-case hex, 404 for a PDF not stored or
 * whose first page could not be drawn.
 */
export function handleDocumentThumbnail(request: Request, hash: string): Promise<Response> {
  return acting(request, async () => {
    if (!isDocumentHash(hash))
      return workspaceJson(
        { error: 'invalid', message: 'A document is named by the SHA-256 of its bytes: 64 lower-case hex digits.' },
        400,
      );
    const reply = await storedThumbnailResponse(hash, { request, cacheControl: THUMBNAIL_CACHE_CONTROL });
    return reply.status === 404 ? workspaceJson({ error: 'not-found' }, 404) : reply;
  });
}
