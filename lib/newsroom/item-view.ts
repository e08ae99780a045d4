import { permits, type Role } from '@/lib/accounts';
import { documentOf, entitiesOf, LANGS, type Content, type Lang } from './content';
import type { DocumentRef } from './documents';
import type { NewsroomItem } from './items';
import { CONTENT_KINDS, type FieldSpec, type KindName } from './kinds';
import { stepsFrom } from './workflow';

/**
 * What the item page (app/[locale]/(workspace)/admin/items/[id]) and the preview (app/[locale]/(workspace)/preview/[token])
 * read off an item: the actions a viewer is offered, the status a form post came back with, and a
 * version's list rows with its documents linked through the preview. Pure. The server decides every
 * step again (./items.ts); this only keeps the page from offering what would be refused.
 * docs/newsroom.md, The item page and Preview.
 */

export interface Viewer {
  id: string;
  role: Role;
}

/** The actions the item page offers a viewer. */
export interface OfferedActions {
  edit: boolean;
  submit: boolean;
  /** Approve: `schedule` when a later "Publish at" is allowed too (content.schedule), `alertAgain` for a correction. */
  approve: false | { schedule: boolean; alertAgain: boolean };
  reject: boolean;
  requestWithdrawal: boolean;
  approveWithdrawal: boolean;
  /** The viewer's role could decide, but they asked for it themselves (four eyes): another person must. */
  fourEyes: boolean;
  /** A first approval is recorded and a second, different approver must approve (docs/newsroom.md, Four eyes). */
  secondApproval: boolean;
}

export function offeredActions(item: NewsroomItem, viewer: Viewer): OfferedActions {
  const steps = stepsFrom(item.state);
  const may = (action: Parameters<typeof permits>[2], ownerId?: string) =>
    permits(viewer.role, viewer.id, action, ownerId ? { ownerId } : {});
  const asker = item.state === 'withdrawal-requested' ? item.withdrawalRequestedBy : item.submittedBy;
  const own = asker !== null && asker === viewer.id;
  const approve =
    steps.includes('approve') &&
    !own &&
    item.firstApprovedBy !== viewer.id &&
    may('content.approve', item.submittedBy ?? undefined);
  const reject = steps.includes('reject') && !own && may('content.reject', asker ?? undefined);
  const approveWithdrawal = steps.includes('approve-withdrawal') && !own && may('content.withdraw');
  const couldDecide =
    (steps.includes('approve') && may('content.approve')) ||
    (steps.includes('reject') && may('content.reject')) ||
    (steps.includes('approve-withdrawal') && may('content.withdraw'));
  return {
    edit: steps.includes('edit') && may('content.draft'),
    submit: steps.includes('submit') && may('content.submit'),
    // A correction may tell a list's subscribers again; a fact's new rows alert by themselves (the dividends), its others never.
    approve: approve
      ? { schedule: may('content.schedule'), alertAgain: item.liveVersion !== null && !CONTENT_KINDS[item.kind].fact }
      : false,
    reject,
    // A fact is never withdrawn: it is corrected by a new version (docs/newsroom.md, Facts and figures).
    requestWithdrawal: steps.includes('request-withdrawal') && !CONTENT_KINDS[item.kind].fact && may('content.submit'),
    approveWithdrawal,
    fourEyes: own && couldDecide,
    secondApproval: item.state === 'submitted' && item.firstApprovedBy !== null,
  };
}

/** The refusals a step's form post may come back with (`?error=`), as the page words them. */
export const STEP_ERRORS = [
  'forbidden',
  'four-eyes',
  'not-found',
  'invalid-state',
  'invalid',
  'incomplete',
  'set-gate',
  'schedule',
  'body',
  'csrf',
  'cross-site',
  'signed-out',
] as const;
export type StepError = (typeof STEP_ERRORS)[number] | 'other';

/** The status a step's form post came back with, read from the page's query. */
export function stepOutcome(query: { done?: unknown; error?: unknown }): { done: true } | { error: StepError } | null {
  if (typeof query.error === 'string' && query.error)
    return { error: (STEP_ERRORS as readonly string[]).includes(query.error) ? (query.error as StepError) : 'other' };
  if (query.done === '1') return { done: true };
  return null;
}

/** The path of a preview link's page. */
export function previewPath(token: string, locale: Lang): string {
  return `${locale === 'en' ? '/en' : ''}/preview/${token}`;
}

/** Where a preview links a version's document: through the token, never the public URL (live documents only). */
export function previewDocumentUrl(token: string, ref: DocumentRef): string {
  return `/api/preview/${token}/files/${ref.sha256}`;
}

/** Every document of a version, by its hash: what the preview's file route may serve, and under which name. */
export function versionDocuments(kind: KindName, content: Content): Map<string, DocumentRef> {
  const found = new Map<string, DocumentRef>();
  for (const [field, spec] of Object.entries(CONTENT_KINDS[kind].fields) as [string, FieldSpec][]) {
    if (spec.type !== 'document') continue;
    for (const lang of LANGS) {
      const ref = documentOf(content[field], lang);
      if (ref) found.set(ref.sha256, ref);
    }
  }
  return found;
}

/**
 * A version's list rows as going live will write them (entitiesOf), in a language, with each document
 * column pointing at the preview's own file route instead of the public URL.
 */
export function previewEntity(kind: KindName, content: Content, lang: Lang, token: string): Record<string, unknown> {
  const entities = entitiesOf(kind, content);
  const entity = { ...(entities.find((row) => row.lang === lang) ?? entities[0]).entity };
  for (const [field, spec] of Object.entries(CONTENT_KINDS[kind].fields) as [string, FieldSpec][]) {
    if (spec.type !== 'document' || !spec.column) continue;
    const ref = documentOf(content[field], lang);
    if (ref) entity[spec.column] = previewDocumentUrl(token, ref);
  }
  return entity;
}
