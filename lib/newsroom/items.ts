import { randomUUID } from 'node:crypto';
// The permission module and the audit log, not the accounts door: the door also loads the
// authentication framework (ES modules only), which the job list and Jest cannot load.
import { recordAudit } from '@/lib/accounts';
import { permits, type Role, type WorkspaceAction } from '@/lib/accounts';
import {
  firstNewsroomItemId,
  listNewsroomItems,
  madeAccountSince,
  newsroomTransaction,
  readItemEvents,
  readItemPublishedDocuments,
  readItemVersions,
  readLiveVersion,
  readNewsroomItem,
  readVersionContents,
  readWithdrawnDocument,
} from '@/lib/backend';
import type { ItemColumns, NewsroomWrites } from '@/lib/backend';
import {
  bangkokMinute,
  diffContent,
  documentUrls,
  missingFields,
  readContent,
  type Content,
  type FieldChange,
  type FieldError,
} from './content';
import { documentChoiceErrors } from './document-choices';
import { documentUrl } from './documents';
import { CONTENT_KINDS, isKindName, type KindName } from './kinds';
import { publishWarnings, type Warning } from './meetings';
import { contentKey } from './autosave';
import { ownDocuments } from './upload-records';
import { nextState, STEP_RULES, type ItemState, type Step } from './workflow';

/**
 * The newsroom's items and their versions in the embedded store (migration 11), and every step of the
 * workflow (./workflow.ts) a person takes: each checked on the server against the account's role with
 * lib/accounts' `permits`, four eyes enforced here for every role, and written to the audit log and to
 * the item's own history. Going live is ./going-live.ts. docs/newsroom.md tells the whole story.
 */

/** Who acts: a signed-in workspace account (lib/accounts' WorkspaceUser). */
export interface Actor {
  id: string;
  email: string;
  role: Role;
}

export type NewsroomErrorCode =
  'forbidden' | 'four-eyes' | 'not-found' | 'invalid-state' | 'invalid' | 'incomplete' | 'set-gate' | 'schedule';

/** A refused step: a code the API maps to its status, a sentence saying why, the fields at fault. */
export class NewsroomError extends Error {
  constructor(
    readonly code: NewsroomErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }

  /** The HTTP status the workspace's routes answer it with. */
  get status(): number {
    return NEWSROOM_ERROR_STATUS[this.code];
  }
}

const NEWSROOM_ERROR_STATUS: Record<NewsroomErrorCode, number> = {
  forbidden: 403,
  'four-eyes': 403,
  'not-found': 404,
  'invalid-state': 409,
  invalid: 400,
  incomplete: 400,
  'set-gate': 400,
  schedule: 400,
};

export interface NewsroomItem {
  id: string;
  kind: KindName;
  state: ItemState;
  /** The newest version, the one the workflow is about. */
  version: number;
  /** The version the site shows, if any. */
  liveVersion: number | null;
  content: Content;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  submittedBy: string | null;
  submittedAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  /** When it goes (or went) live, UTC ISO. */
  publishAt: string | null;
  alertAgain: boolean;
  wentLiveAt: string | null;
  withdrawalRequestedBy: string | null;
  withdrawalReason: string | null;
  withdrawnAt: string | null;
  /**
   * The first of two approvals, when the approver had created or reset the submitter's account within
   * SECOND_APPROVAL_DAYS: the item waits for a second, different approver (docs/newsroom.md, Four eyes).
   */
  firstApprovedBy: string | null;
  firstApprovedAt: string | null;
}

export interface StepOptions {
  /** The client address the audit log records. */
  client?: string;
  /**
   * A person's edit through the workspace: every document must be a PDF they uploaded (or one the item
   * names already), its page count the server's record (./upload-records.ts). The command line and
   * the tests' own fixtures leave it out.
   */
  ownUploads?: boolean;
  /**
   * The item form's own save of a draft (docs/newsroom.md, Saved automatically): it changes only a
   * draft or a rejected version, writes nothing when the content is the version's already, and its
   * event and audit entry say so.
   */
  autosave?: boolean;
  now?: Date;
}

/** The longest reason of a rejection or a withdrawal request. */
export const MAX_REASON = 1000;

/** The audit log's actor of the scheduler, which carries out approvals. */
export const SCHEDULER_ACTOR = 'scheduler';

export function itemOf(row: Record<string, unknown>): NewsroomItem {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: String(row.id),
    kind: row.kind as KindName,
    state: row.state as ItemState,
    version: Number(row.version),
    liveVersion: row.live_version === null ? null : Number(row.live_version),
    content: JSON.parse(String(row.content)) as Content,
    createdBy: String(row.created_by),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    submittedBy: text(row.submitted_by),
    submittedAt: text(row.submitted_at),
    decidedBy: text(row.decided_by),
    decidedAt: text(row.decided_at),
    rejectReason: text(row.reject_reason),
    publishAt: text(row.publish_at),
    alertAgain: Number(row.alert_again) === 1,
    wentLiveAt: text(row.went_live_at),
    withdrawalRequestedBy: text(row.withdrawal_requested_by),
    withdrawalReason: text(row.withdrawal_reason),
    withdrawnAt: text(row.withdrawn_at),
    firstApprovedBy: text(row.first_approved_by),
    firstApprovedAt: text(row.first_approved_at),
  };
}

async function readItem(id: string): Promise<NewsroomItem | null> {
  const row = await readNewsroomItem(id);
  return row ? itemOf(row) : null;
}

/** One item with its newest version's content; null when there is none. */
export async function getItem(id: string): Promise<NewsroomItem | null> {
  if (typeof id !== 'string' || id.length > 64) return null;
  return readItem(id);
}

export interface ItemFilter {
  kind?: KindName;
  state?: ItemState;
  limit?: number;
}

/** Items, most recently changed first. */
export async function listItems({ kind, state, limit = 100 }: ItemFilter = {}): Promise<NewsroomItem[]> {
  const rows = await listNewsroomItems({ kind, state, limit: Math.min(Math.max(1, limit), 500) });
  return rows.map(itemOf);
}

/** Checks the actor's permission for a step (and four eyes); a refusal is audited and thrown. */
async function checkStep(
  actor: Actor,
  step: Step,
  item: NewsroomItem | null,
  asker: string | null,
  options: StepOptions,
  also: WorkspaceAction[] = [],
): Promise<void> {
  const rule = STEP_RULES[step];
  const refuse = async (code: NewsroomErrorCode, action: string, message: string): Promise<never> => {
    await recordAudit(
      {
        actor: actor.email,
        action: 'denied',
        object: action,
        client: options.client ?? '',
        detail: item ? { item: item.id, step } : { step },
      },
      options.now,
    );
    throw new NewsroomError(code, message);
  };
  // Four eyes holds whatever the role: the one who asked never decides.
  if (rule.fourEyes && asker !== null && asker === actor.id) {
    await refuse(
      'four-eyes',
      rule.permission ?? step,
      'Another person must decide: you asked for this yourself (four eyes).',
    );
  }
  for (const action of [rule.permission, ...also]) {
    if (action && !permits(actor.role, actor.id, action, asker !== null ? { ownerId: asker } : {})) {
      await refuse('forbidden', action, `The ${actor.role} role may not take this step (${action}).`);
    }
  }
}

/** A refused second approval: audited as a denial, then thrown as four eyes. */
async function refuseSecond(actor: Actor, item: NewsroomItem, options: StepOptions, message: string): Promise<never> {
  await recordAudit(
    {
      actor: actor.email,
      action: 'denied',
      object: 'content.approve',
      client: options.client ?? '',
      detail: { item: item.id, step: 'approve', secondApproval: true },
    },
    options.now,
  );
  throw new NewsroomError('four-eyes', message);
}

function stateRefusal(item: NewsroomItem, step: Step): NewsroomError {
  return new NewsroomError('invalid-state', `An item in state "${item.state}" cannot take the step "${step}".`);
}

async function audit(
  actor: string,
  event: Step | 'create' | 'go-live-failed' | 'publish-command',
  item: { id: string; kind: string; version: number },
  options: StepOptions,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  await recordAudit(
    {
      actor,
      action: 'content',
      object: `newsroom:${item.id}`,
      client: options.client ?? '',
      detail: { event, kind: item.kind, version: item.version, ...detail },
    },
    options.now,
  );
}

/** What a step writes besides the item's row and its event, in the same transaction. */
type ExtraWrites = (writes: NewsroomWrites) => Promise<void>;

const NO_EXTRA: ExtraWrites = async () => undefined;

/**
 * Applies a step to the stored item, only if it is still in the state and version it was read in
 * (two people acting at once: the second is refused, not applied twice).
 */
async function applyStep(
  item: NewsroomItem,
  step: Step,
  set: ItemColumns,
  extra: ExtraWrites,
  now: Date,
  actor: Actor,
  detail: Record<string, unknown> = {},
): Promise<void> {
  const to = nextState(item.state, step);
  if (!to) throw stateRefusal(item, step);
  const columns: ItemColumns = { ...set, state: to, updated_at: now.toISOString() };
  await newsroomTransaction(async (writes) => {
    if (!(await writes.updateItemIf(item.id, { state: item.state, version: item.version }, columns)))
      throw new NewsroomError('invalid-state', 'The item changed meanwhile: read it again.');
    await extra(writes);
    await writes.addEvent({
      itemId: item.id,
      version: Number(columns.version ?? item.version),
      at: now,
      actor: actor.email,
      event: step,
      detail,
    });
  });
}

async function readOrThrow(kind: KindName, input: unknown): Promise<Content> {
  const read = readContent(kind, input);
  if (!read.ok) throw new NewsroomError('invalid', 'Some fields are not valid.', read.errors);
  // A quarter's documents chosen from the lists must be items the lists hold (docs/results.md, Managing it).
  const unknown = await documentChoiceErrors(kind, read.content);
  if (unknown.length > 0) throw new NewsroomError('invalid', 'A chosen document is not in its list.', unknown);
  return read.content;
}

/** With `ownUploads`, the version's documents as the server recorded them; a PDF the actor did not upload is refused. */
async function withOwnDocuments(
  actor: Actor,
  kind: KindName,
  content: Content,
  current: Content | null,
  options: StepOptions,
): Promise<Content> {
  if (!options.ownUploads) return content;
  const checked = await ownDocuments(actor, kind, content, current);
  if (!checked.ok)
    throw new NewsroomError('invalid', 'A document is not a PDF you uploaded: upload the file again.', checked.errors);
  return checked.content;
}

/** The item of a fact (docs/newsroom.md, Facts and figures): there is at most one per fact kind. */
export async function factItem(kind: KindName): Promise<NewsroomItem | null> {
  const id = await firstNewsroomItemId(kind);
  return id !== null ? readItem(id) : null;
}

/**
 * A version from the command line (`npm run publish -- <kind> <content.json>`, through
 * ./publish-fact.ts): read and checked as the form's submit checks it (fields, then the kind's own
 * check), then recorded as a fact's next version or a new item of a list's kind, decided by the
 * operator and due now, for the newsroom's going live to publish it. A fact is refused while a
 * version of it is in the workspace's workflow (a draft, a submission or a schedule): the command
 * never overwrites the team's work.
 */
export async function scheduleCommandVersion(
  operator: string,
  kind: KindName,
  input: unknown,
  options: StepOptions = {},
): Promise<NewsroomItem> {
  if (!CONTENT_KINDS[kind].call) throw new NewsroomError('invalid', `${kind} has no list of the site to publish into.`);
  const content = await readOrThrow(kind, input);
  const missing = missingFields(kind, content);
  if (missing.length > 0)
    throw new NewsroomError('incomplete', 'The version is not complete, or its figures do not agree.', missing);
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const existing = CONTENT_KINDS[kind].fact ? await factItem(kind) : null;
  if (existing && existing.state !== 'live') {
    throw new NewsroomError(
      'invalid-state',
      `The fact has a version in the workspace (${existing.state}, item ${existing.id}): finish or reject it there first.`,
    );
  }
  const id = existing?.id ?? randomUUID();
  const version = existing ? existing.version + 1 : 1;
  const decided = { submitted_by: operator, submitted_at: at, decided_by: operator, decided_at: at, publish_at: at };
  await newsroomTransaction(async (writes) => {
    if (existing) {
      const set = { state: 'scheduled', version, ...decided, reject_reason: null, alert_again: 0, updated_at: at };
      if (!(await writes.updateItemIf(id, { state: 'live', version: existing.version }, set)))
        throw new NewsroomError('invalid-state', 'The fact changed meanwhile: run the command again.');
    } else {
      await writes.insertItem({
        id,
        kind,
        state: 'scheduled',
        version: 1,
        ...decided,
        created_by: operator,
        created_at: at,
        updated_at: at,
      });
    }
    await writes.insertVersion({ itemId: id, version, content, editedBy: operator, editedAt: now, submittedAt: now });
    await writes.addEvent({
      itemId: id,
      version,
      at: now,
      actor: operator,
      event: 'publish-command',
      detail: existing ? { from: existing.version } : {},
    });
  });
  await audit(operator, 'publish-command', { id, kind, version }, options);
  return (await readItem(id))!;
}

/** Starts an item: its first version, a draft. A fact has one item: a second is refused. */
export async function createDraft(
  actor: Actor,
  kind: unknown,
  input: unknown,
  options: StepOptions = {},
): Promise<NewsroomItem> {
  if (!isKindName(kind)) throw new NewsroomError('invalid', 'Unknown content kind.');
  await checkStep(actor, 'edit', null, null, options);
  const content = await withOwnDocuments(actor, kind, await readOrThrow(kind, input), null, options);
  const now = options.now ?? new Date();
  if (CONTENT_KINDS[kind].fact) {
    const existing = await factItem(kind);
    if (existing)
      throw new NewsroomError(
        'invalid-state',
        `This fact is edited as its one item, ${existing.id}: open it and save a new version.`,
      );
  }
  const id = randomUUID();
  await newsroomTransaction(async (writes) => {
    await writes.insertItem({
      id,
      kind,
      state: 'draft',
      version: 1,
      created_by: actor.id,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await writes.insertVersion({ itemId: id, version: 1, content, editedBy: actor.id, editedAt: now });
    await writes.addEvent({
      itemId: id,
      version: 1,
      at: now,
      actor: actor.email,
      event: 'create',
      detail: autosaved(options),
    });
  });
  await audit(actor.email, 'create', { id, kind, version: 1 }, options, autosaved(options));
  return (await readItem(id))!;
}

async function loadItem(id: unknown): Promise<{ item: NewsroomItem }> {
  const item = typeof id === 'string' && id.length <= 64 ? await readItem(id) : null;
  if (!item) throw new NewsroomError('not-found', 'No such item.');
  return { item };
}

/** The detail an automatic save adds to its event and audit entry. */
function autosaved(options: StepOptions): Record<string, true> {
  return options.autosave ? { autosave: true } : {};
}

/** The states an automatic save may change: never a submission, a schedule or a live item. */
const AUTOSAVE_STATES: readonly ItemState[] = ['draft', 'rejected'];

/**
 * Saves an edit. A draft is changed in place; a rejected version or a live item gets a new version,
 * which goes through the same approval (a correction, once live: the live version stays on the site
 * until the new one goes live).
 */
export async function saveDraft(
  actor: Actor,
  id: unknown,
  input: unknown,
  options: StepOptions = {},
): Promise<NewsroomItem> {
  const { item } = await loadItem(id);
  await checkStep(actor, 'edit', item, null, options);
  if (!nextState(item.state, 'edit')) throw stateRefusal(item, 'edit');
  if (options.autosave && !AUTOSAVE_STATES.includes(item.state))
    throw new NewsroomError(
      'invalid-state',
      `An automatic save changes only a draft or a rejected version, not an item in state "${item.state}".`,
    );
  const content = await withOwnDocuments(actor, item.kind, await readOrThrow(item.kind, input), item.content, options);
  // The form saves by itself when it changed since its last save: the same content again is no new edit.
  if (options.autosave && contentKey(content) === contentKey(item.content)) return item;
  const now = options.now ?? new Date();
  if (item.state === 'draft') {
    await applyStep(
      item,
      'edit',
      {},
      (writes) => writes.updateVersionContent(item.id, item.version, content, actor.id, now),
      now,
      actor,
      autosaved(options),
    );
  } else {
    const version = item.version + 1;
    await applyStep(
      item,
      'edit',
      {
        version,
        submitted_by: null,
        submitted_at: null,
        decided_by: null,
        decided_at: null,
        reject_reason: null,
        publish_at: null,
        alert_again: 0,
      },
      (writes) => writes.insertVersion({ itemId: item.id, version, content, editedBy: actor.id, editedAt: now }),
      now,
      actor,
      { from: item.version, ...autosaved(options) },
    );
  }
  const saved = (await readItem(item.id))!;
  await audit(actor.email, 'edit', saved, options, autosaved(options));
  return saved;
}

/** Sends the draft for approval: it must be complete (every required field, both languages where the kind has two). */
export async function submitItem(
  actor: Actor,
  id: unknown,
  options: StepOptions = {},
): Promise<{ item: NewsroomItem; warnings: Warning[] }> {
  const { item } = await loadItem(id);
  await checkStep(actor, 'submit', item, null, options);
  if (!nextState(item.state, 'submit')) throw stateRefusal(item, 'submit');
  const missing = missingFields(item.kind, item.content);
  if (missing.length > 0)
    throw new NewsroomError('incomplete', 'Fill in every required field before submitting.', missing);
  const now = options.now ?? new Date();
  await applyStep(
    item,
    'submit',
    {
      submitted_by: actor.id,
      submitted_at: now.toISOString(),
      reject_reason: null,
      first_approved_by: null,
      first_approved_at: null,
    },
    (writes) => writes.markVersionSubmitted(item.id, item.version, now),
    now,
    actor,
  );
  await audit(actor.email, 'submit', item, options);
  // What approving it now would warn about (the approver sees the same at approval).
  return { item: (await readItem(item.id))!, warnings: publishWarnings(item.kind, item.content, now) };
}

export interface Approval {
  /** 'now', or a Bangkok date and time 'YYYY-MM-DDTHH:mm'. */
  publishAt: unknown;
  /** A correction alerts nobody unless this is ticked. */
  alertAgain?: unknown;
}

/** The SET release time of an exchange announcement's version; null for other kinds. */
export function setReleaseOf(kind: KindName, content: Content): Date | null {
  const field = CONTENT_KINDS[kind].setRelease;
  const value = field ? content[field] : undefined;
  return typeof value === 'string' ? bangkokMinute(value) : null;
}

/**
 * The SET release gate (docs/newsroom.md, The SET release gate) for a version going live at `at`:
 * null for a kind without one; else its release time (null while missing) and whether going live at
 * `at` is refused, being before the release. Approving, going live and the dashboard all ask it.
 */
export function setGate(
  kind: KindName,
  content: Content,
  at: Date | null,
): { release: Date | null; refused: boolean } | null {
  if (!CONTENT_KINDS[kind].setRelease) return null;
  const release = setReleaseOf(kind, content);
  return { release, refused: release !== null && at !== null && at.getTime() < release.getTime() };
}

function bangkokLabel(date: Date): string {
  return `${new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} Bangkok time`;
}

/** How recent an approver's creating or resetting the submitter's account makes a second approver necessary. */
export const SECOND_APPROVAL_DAYS = 30;

/**
 * Whether the approver created or reset the submitter's account within SECOND_APPROVAL_DAYS, as the
 * audit log records it (`add-user` and `reset`, with the admin as actor and the address as object):
 * then the submitter may be the approver's own second identity, and four eyes need another person.
 */
async function madeSubmitterAccount(approverEmail: string, submitterId: string | null, now: Date): Promise<boolean> {
  if (!submitterId) return false;
  const since = new Date(now.getTime() - SECOND_APPROVAL_DAYS * 24 * 3_600_000).toISOString();
  return madeAccountSince(approverEmail, submitterId, since);
}

/**
 * Approves a submission and schedules it: "Publish at" now, or a Bangkok date and time (a time later
 * than now also needs content.schedule). An exchange announcement is refused a time before its SET
 * release. Never by the submitter, whatever the role. Returns the warnings (the 28-day invitation rule).
 * An approver who created or reset the submitter's account within SECOND_APPROVAL_DAYS gives only the
 * first of two approvals (recorded, audited, flagged on the dashboard: `secondApprovalNeeded`); the
 * item is scheduled when a second, different approver, who did not, approves.
 */
export async function approveItem(
  actor: Actor,
  id: unknown,
  approval: Approval,
  options: StepOptions = {},
): Promise<{ item: NewsroomItem; warnings: Warning[]; secondApprovalNeeded?: true }> {
  const { item } = await loadItem(id);
  const now = options.now ?? new Date();
  const later = approval.publishAt !== 'now';
  const publishAt = later ? (typeof approval.publishAt === 'string' ? bangkokMinute(approval.publishAt) : null) : now;
  if (!publishAt) throw new NewsroomError('schedule', 'Publish at: "now" or a Bangkok date and time YYYY-MM-DDTHH:mm.');
  if (approval.alertAgain !== undefined && typeof approval.alertAgain !== 'boolean')
    throw new NewsroomError('invalid', 'Alert subscribers again: true or false.');
  await checkStep(actor, 'approve', item, item.submittedBy, options, later ? ['content.schedule'] : []);
  if (!nextState(item.state, 'approve')) throw stateRefusal(item, 'approve');
  // A minute's grace: the time chosen in the form may have just passed.
  if (later && publishAt.getTime() < now.getTime() - 60_000)
    throw new NewsroomError('schedule', `Publish at ${bangkokLabel(publishAt)} is in the past.`);
  const gate = setGate(item.kind, item.content, publishAt);
  if (gate?.refused && gate.release) {
    throw new NewsroomError(
      'set-gate',
      `Publish at ${bangkokLabel(publishAt)} is before the SET release time ${bangkokLabel(gate.release)}: an exchange announcement may never go live before the exchange has released it. Choose the release time or later.`,
    );
  }
  const effective = new Date(Math.max(publishAt.getTime(), now.getTime()));
  const warnings = publishWarnings(item.kind, item.content, effective);
  const alertAgain = approval.alertAgain === true && item.liveVersion !== null;
  // Four eyes against a second identity (docs/newsroom.md, Four eyes): the approver made the submitter's account.
  if (item.firstApprovedBy === actor.id)
    await refuseSecond(actor, item, options, 'You gave the first approval: a second, different approver must approve.');
  const madeIt = await madeSubmitterAccount(actor.email, item.submittedBy, now);
  if (madeIt && item.firstApprovedBy)
    await refuseSecond(
      actor,
      item,
      options,
      "You created or reset the submitter's account in the last 30 days: another approver must give the second approval.",
    );
  if (madeIt) {
    await newsroomTransaction(async (writes) => {
      const set = { first_approved_by: actor.id, first_approved_at: now.toISOString(), updated_at: now.toISOString() };
      if (
        !(await writes.updateItemIf(
          item.id,
          { state: 'submitted', version: item.version, firstApprovalOpen: true },
          set,
        ))
      )
        throw new NewsroomError('invalid-state', 'The item changed meanwhile: read it again.');
      await writes.addEvent({
        itemId: item.id,
        version: item.version,
        at: now,
        actor: actor.email,
        event: 'first-approval',
        detail: { secondApprovalNeeded: true, reason: 'approver-made-submitter-account' },
      });
    });
    await audit(actor.email, 'approve', item, options, {
      secondApprovalNeeded: true,
      reason: 'approver-made-submitter-account',
    });
    return { item: (await readItem(item.id))!, warnings, secondApprovalNeeded: true };
  }
  await applyStep(
    item,
    'approve',
    {
      decided_by: actor.id,
      decided_at: now.toISOString(),
      publish_at: effective.toISOString(),
      alert_again: alertAgain ? 1 : 0,
    },
    NO_EXTRA,
    now,
    actor,
    {
      publishAt: effective.toISOString(),
      ...(alertAgain ? { alertAgain } : {}),
      ...(warnings.length ? { warnings: warnings.map((warning) => warning.code) } : {}),
      ...(item.firstApprovedBy ? { secondApprovalOf: item.firstApprovedBy } : {}),
    },
  );
  await audit(actor.email, 'approve', item, options, {
    publishAt: effective.toISOString(),
    alertAgain,
    warnings: warnings.map((warning) => warning.code).join(','),
    ...(item.firstApprovedBy ? { secondApprovalOf: item.firstApprovedBy } : {}),
  });
  return { item: (await readItem(item.id))!, warnings };
}

function readReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw new NewsroomError('invalid', 'Give a reason.', [{ field: 'reason', problem: 'missing' }]);
  if (text.length > MAX_REASON)
    throw new NewsroomError('invalid', `The reason is longer than ${MAX_REASON} characters.`, [
      { field: 'reason', problem: 'too-long' },
    ]);
  return text;
}

/**
 * Sends a submission (or a scheduled version not yet live) back to the editor with a reason; on a
 * withdrawal request, refuses it and the item stays live.
 */
export async function rejectItem(
  actor: Actor,
  id: unknown,
  reason: unknown,
  options: StepOptions = {},
): Promise<NewsroomItem> {
  const { item } = await loadItem(id);
  const text = readReason(reason);
  const asker = item.state === 'withdrawal-requested' ? item.withdrawalRequestedBy : item.submittedBy;
  await checkStep(actor, 'reject', item, asker, options);
  if (!nextState(item.state, 'reject')) throw stateRefusal(item, 'reject');
  const now = options.now ?? new Date();
  const set: Record<string, string | null> =
    item.state === 'withdrawal-requested'
      ? { withdrawal_requested_by: null, withdrawal_reason: null, reject_reason: text }
      : {
          decided_by: actor.id,
          decided_at: now.toISOString(),
          reject_reason: text,
          publish_at: null,
          first_approved_by: null,
          first_approved_at: null,
        };
  await applyStep(item, 'reject', set, NO_EXTRA, now, actor, { reason: text });
  await audit(actor.email, 'reject', item, options);
  return (await readItem(item.id))!;
}

/** Asks for a live item to come off the site: an approver (someone else) decides. */
export async function requestWithdrawal(
  actor: Actor,
  id: unknown,
  reason: unknown,
  options: StepOptions = {},
): Promise<NewsroomItem> {
  const { item } = await loadItem(id);
  if (CONTENT_KINDS[item.kind].fact)
    throw new NewsroomError('invalid-state', 'A fact is never withdrawn: publish a new version instead.');
  const text = readReason(reason);
  await checkStep(actor, 'request-withdrawal', item, null, options);
  if (!nextState(item.state, 'request-withdrawal')) throw stateRefusal(item, 'request-withdrawal');
  const now = options.now ?? new Date();
  await applyStep(
    item,
    'request-withdrawal',
    { withdrawal_requested_by: actor.id, withdrawal_reason: text, reject_reason: null },
    NO_EXTRA,
    now,
    actor,
    { reason: text },
  );
  await audit(actor.email, 'request-withdrawal', item, options);
  return (await readItem(item.id))!;
}

/**
 * Approves a withdrawal: the item's rows leave its list in the same transaction (so every list, feed,
 * the sitemap and, at its next build, the search index lose it), its documents are recorded as gone
 * (their URLs answer 410), and the item is marked withdrawn with the date. `refresh` then purges caches,
 * given those URLs (a shared cache may hold their 200: docs/operations.md, A shared cache in front).
 */
export async function approveWithdrawal(
  actor: Actor,
  id: unknown,
  options: StepOptions & { refresh?: (documentPaths: string[]) => void } = {},
): Promise<NewsroomItem> {
  const { item } = await loadItem(id);
  await checkStep(actor, 'approve-withdrawal', item, item.withdrawalRequestedBy, options);
  if (!nextState(item.state, 'approve-withdrawal')) throw stateRefusal(item, 'approve-withdrawal');
  const now = options.now ?? new Date();
  const live = await readLiveVersion(item.id);
  const call = CONTENT_KINDS[item.kind].call;
  const key = call && live?.liveKey ? (JSON.parse(live.liveKey) as Record<string, unknown>) : null;
  // Every document the item ever published, older versions' too: none of its URLs answers 200 any more.
  const urls = new Set([
    ...(live ? documentUrls(item.kind, JSON.parse(live.content) as Content) : []),
    ...(await readItemPublishedDocuments(item.id)).map((document) => documentUrl({ ...document, pages: 1 })),
  ]);
  const extra: ExtraWrites = async (writes) => {
    if (call && key) {
      await writes.deleteListItem(call, key);
      // A quarter's transcript goes with its figures (docs/results.md, Managing it).
      if (CONTENT_KINDS[item.kind].transcripts && typeof key.year === 'number' && typeof key.quarter === 'number') {
        await writes.deleteListRowsWhere('resultsTranscripts', { year: key.year, quarter: key.quarter });
      }
      // So do the documents chosen for it.
      if (CONTENT_KINDS[item.kind].documentChoices && typeof key.year === 'number' && typeof key.quarter === 'number') {
        await writes.deleteResultsDocuments({ year: key.year, quarter: key.quarter });
      }
    }
    await writes.clearCorrections(item.id);
    for (const url of urls) await writes.recordWithdrawnDocument(url, item.id, now);
  };
  await applyStep(
    item,
    'approve-withdrawal',
    { withdrawn_at: now.toISOString(), decided_by: actor.id, decided_at: now.toISOString() },
    extra,
    now,
    actor,
  );
  await audit(actor.email, 'approve-withdrawal', item, options);
  options.refresh?.([...urls]);
  return (await readItem(item.id))!;
}

/** When a document URL was withdrawn (it answers 410 Gone), or null. */
export async function withdrawnDocument(url: string): Promise<string | null> {
  if (typeof url !== 'string' || url.length > 2048) return null;
  return readWithdrawnDocument(url);
}

export interface VersionRecord {
  version: number;
  content: Content;
  editedBy: string;
  editedAt: string;
  submittedAt: string | null;
  wentLiveAt: string | null;
}

export interface HistoryEvent {
  version: number;
  at: string;
  actor: string;
  event: string;
  detail: Record<string, unknown>;
}

/** An item's versions (oldest first) and its workflow events: the version history. */
export async function itemHistory(id: string): Promise<{ versions: VersionRecord[]; events: HistoryEvent[] } | null> {
  if (!(typeof id === 'string' && id.length <= 64 && (await readItem(id)))) return null;
  const versions = (await readItemVersions(id)).map((row) => ({ ...row, content: JSON.parse(row.content) as Content }));
  const events = (await readItemEvents(id)).map((row) => ({
    ...row,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {},
  }));
  return { versions, events };
}

/** The field diff from version `from` to version `to` of an item (null when either is missing). */
export async function versionDiff(id: string, from: number, to: number): Promise<FieldChange[] | null> {
  const item = typeof id === 'string' && id.length <= 64 ? await readItem(id) : null;
  if (!item || !Number.isInteger(from) || !Number.isInteger(to)) return null;
  const contents = await readVersionContents(id, from, to);
  const before = contents.get(from);
  const after = contents.get(to);
  if (before === undefined || after === undefined) return null;
  return diffContent(item.kind, JSON.parse(before) as Content, JSON.parse(after) as Content);
}
