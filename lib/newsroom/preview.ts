import { recordAudit } from '@/lib/accounts';
import {
  getItem,
  itemHistory,
  NewsroomError,
  type Actor,
  type NewsroomItem,
  type StepOptions,
  type VersionRecord,
} from './items';
import { mintPreviewToken, readPreviewToken, type PreviewGrant } from './preview-token';

/**
 * Minting and opening preview links against the store (docs/newsroom.md, Preview). A link is minted
 * only by a signed-in POST (the route checks origin and CSRF) and only for an item that is not
 * withdrawn; it opens only while the version it names is still the item's newest one and the item is
 * not withdrawn: a new version, or a withdrawal, ends every link minted before.
 */

/** Whether a version of an item may be shown by a preview link now. */
function previewable(item: NewsroomItem, version: number): boolean {
  return item.state !== 'withdrawn' && item.version === version;
}

/** A new preview link's token for the item's newest version, audited (`content`, event `preview`). */
export async function mintItemPreview(
  actor: Actor,
  id: unknown,
  options: StepOptions = {},
): Promise<{ token: string; item: NewsroomItem; expiresAt: Date }> {
  const item = typeof id === 'string' ? await getItem(id) : null;
  if (!item) throw new NewsroomError('not-found', 'No such item.');
  if (!previewable(item, item.version)) throw new NewsroomError('invalid-state', 'A withdrawn item has no preview.');
  const now = options.now ?? new Date();
  const token = mintPreviewToken(item.id, item.version, now);
  await recordAudit(
    {
      actor: actor.email,
      action: 'content',
      object: `newsroom:${item.id}`,
      client: options.client ?? '',
      detail: { event: 'preview', kind: item.kind, version: item.version },
    },
    now,
  );
  const verdict = readPreviewToken(token, now);
  return { token, item, expiresAt: verdict.ok ? verdict.grant.expiresAt : now };
}

export type OpenedPreview =
  | { ok: true; grant: PreviewGrant; item: NewsroomItem; version: VersionRecord }
  | { ok: false; reason: 'invalid' | 'expired' | 'gone' };

/**
 * What a preview link opens: the item and the version its token names, or why not. `gone` when the
 * token is well signed and unexpired but its version is no longer the one under review (a newer
 * version exists, or the item was withdrawn), or the item is no more.
 */
export async function openPreview(token: unknown, now = new Date()): Promise<OpenedPreview> {
  const verdict = readPreviewToken(token, now);
  if (!verdict.ok) return verdict;
  const { grant } = verdict;
  const [item, history] = await Promise.all([getItem(grant.itemId), itemHistory(grant.itemId)]);
  const version = history?.versions.find((entry) => entry.version === grant.version);
  if (!item || !version || !previewable(item, grant.version)) return { ok: false, reason: 'gone' };
  return { ok: true, grant, item, version };
}
