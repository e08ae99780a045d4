// The audit module, not the accounts door: see ./items.ts.
import { recordAudit } from '@/lib/accounts';
import type { CallKey } from '@/lib/contract';
import { isAlertCallKey } from '@/lib/email-alerts';
import {
  newsroomTransaction,
  PublishError,
  readDueItemIds,
  sendBackScheduledItem,
  type NewsroomWrites,
} from '@/lib/backend';
import { documentChoicesOf, documentRefs, entitiesOf, transcriptEntitiesOf, type Content } from './content';
import { SCHEDULER_ACTOR, setGate } from './items';
import { CONTENT_KINDS, type KindName } from './kinds';

/**
 * Going live: every approved version whose "Publish at" has come, written to its list through the
 * same function as `npm run publish` (writePublication), in one write transaction that first claims
 * the item (scheduled → live). The job 'newsroom' (lib/jobs) runs this under its lease; the claim makes
 * it exactly once even when two runners get there (a lease passed on mid-run, a script): the second
 * finds the item no longer scheduled and writes nothing. docs/newsroom.md, Going live.
 */

export interface WentLive {
  id: string;
  kind: KindName;
  version: number;
  call: CallKey | null;
  /** A correction of a live item. */
  correction: boolean;
  alerted: 'new' | 'again' | 'none';
}

export interface GoLiveOptions {
  now?: Date;
  /** Purges what caches the site's pages once something went live or came off (lib/jobs wires it). */
  refresh?: (calls: CallKey[]) => void;
  signal?: AbortSignal;
  /** Only this item, if it is due (`npm run publish` of a fact, ./publish-fact.ts). */
  only?: string;
}

/** Items due at most per run (the rest wait for the next). */
const BATCH = 50;

/** Publishes every item due by `now`; returns those this run published. */
export async function goLiveDue({ now = new Date(), refresh, signal, only }: GoLiveOptions = {}): Promise<WentLive[]> {
  const due = await readDueItemIds(now.toISOString(), BATCH, only);
  const published: WentLive[] = [];
  for (const id of due) {
    if (signal?.aborted) break;
    const done = await goLive(id, now);
    if (done) published.push(done);
  }
  if (published.length > 0) {
    refresh?.([
      ...new Set(
        published.flatMap((item) =>
          item.call
            ? [
                item.call,
                ...(CONTENT_KINDS[item.kind].transcripts ? (['resultsTranscripts', 'resultsDocuments'] as const) : []),
              ]
            : [],
        ),
      ),
    ]);
  }
  return published;
}

/** Publishes one item if it is still scheduled and due; null when another runner did, or it is not due. */
async function goLive(id: string, now: Date): Promise<WentLive | null> {
  const at = now.toISOString();
  let failure: { kind: string; version: number; message: string } | null = null;
  let result: WentLive | null = null;
  try {
    result = await newsroomTransaction(async (writes) => {
      // Read under the write lock: a second runner blocks here until the first commits, then finds it live.
      const row = await writes.readDueItem(id, at);
      if (!row) return null;
      const kind = row.kind as KindName;
      const version = row.version;
      const content = JSON.parse(row.content) as Content;
      // The approval refused earlier times; this holds even for a row changed by hand.
      if (setGate(kind, content, now)?.refused) return null;
      const call = CONTENT_KINDS[kind].call;
      const correction = row.liveVersion !== null;
      // The popup has no list and sends no alerts; nor does a list no alert covers (the quarterly results).
      const alerted =
        !call || !isAlertCallKey(call) ? 'none' : correction ? (row.alertAgain ? 'again' : 'none') : 'new';
      let key: Record<string, unknown> | null = null;
      let rows: Record<string, unknown>[] = [];
      if (call) {
        try {
          const liveKey =
            correction && row.liveKey !== null ? (JSON.parse(row.liveKey) as Record<string, unknown>) : undefined;
          if (CONTENT_KINDS[kind].fact) {
            // A fact's version is its whole table: it replaces every row (docs/newsroom.md, Facts and figures).
            const entities = entitiesOf(kind, content);
            const byRow = new Map<unknown, typeof entities>();
            for (const entity of entities)
              byRow.set(entity.entity.position, [...(byRow.get(entity.entity.position) ?? []), entity]);
            await writes.replaceTable(call, [...byRow.values()], now);
          } else {
            ({ key, rows } = await writes.writePublication({
              call,
              entities: entitiesOf(kind, content),
              replaceKey: liveKey,
              alert: alerted,
              now,
            }));
          }
          if (CONTENT_KINDS[kind].transcripts) await writeTranscripts(writes, kind, content, [liveKey, key], now);
          if (CONTENT_KINDS[kind].documentChoices && isQuarterKey(key)) {
            // The documents chosen per role replace the quarter's earlier choices (docs/results.md, Managing it).
            await writes.writeResultsDocuments(
              key,
              documentChoicesOf(kind, content),
              isQuarterKey(liveKey) ? liveKey : null,
            );
          }
        } catch (error) {
          if (!(error instanceof PublishError)) throw error;
          failure = { kind, version, message: error.message };
          // Nothing of the version stays written: the transaction is rolled back, the version sent back below.
          throw error;
        }
      }
      // The version's documents may be served from now on (and stay so while the item is live), and a
      // correction's rows say "Updated" (docs/newsroom.md, Documents on the site, Corrections).
      await writes.recordPublishedDocuments(id, version, documentRefs(kind, content), now);
      if (call && correction && !CONTENT_KINDS[kind].fact) await writes.recordCorrections(call, id, rows, now);
      await writes.markItemLive(id, key, now);
      await writes.markVersionLive(id, version, now);
      await writes.addEvent({
        itemId: id,
        version,
        at: now,
        actor: SCHEDULER_ACTOR,
        event: 'go-live',
        detail: { alerted },
      });
      return { id, kind, version, call, correction, alerted };
    });
  } catch (error) {
    if (failure) {
      await sendBack(id, failure, now);
      return null;
    }
    console.error(`[newsroom] item ${id} could not go live: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  if (result) {
    await recordAudit(
      {
        actor: SCHEDULER_ACTOR,
        action: 'content',
        object: `newsroom:${id}`,
        detail: { event: 'go-live', kind: result.kind, version: result.version, alerted: result.alerted },
      },
      now,
    );
  }
  return result;
}

/** Whether a list key is a quarter's (year and quarter numbers). */
function isQuarterKey(key: Record<string, unknown> | null | undefined): key is { year: number; quarter: number } {
  return !!key && typeof key.year === 'number' && typeof key.quarter === 'number';
}

/**
 * A quarterly results version's transcript (docs/results.md, Managing it): the quarter's paragraphs in
 * both languages replaced by the version's, through writePublication like its figures. `quarters` are
 * the keys of the quarter before (a correction may move it) and now: both lose their old paragraphs.
 */
async function writeTranscripts(
  writes: NewsroomWrites,
  kind: KindName,
  content: Content,
  quarters: (Record<string, unknown> | null | undefined)[],
  now: Date,
): Promise<void> {
  const seen = new Set<string>();
  for (const quarter of quarters) {
    if (!quarter || typeof quarter.year !== 'number' || typeof quarter.quarter !== 'number') continue;
    const id = `${quarter.year}-${quarter.quarter}`;
    if (seen.has(id)) continue;
    seen.add(id);
    await writes.deleteListRowsWhere('resultsTranscripts', { year: quarter.year, quarter: quarter.quarter });
  }
  for (const paragraph of transcriptEntitiesOf(kind, content)) {
    await writes.writePublication({ call: 'resultsTranscripts', entities: [paragraph], alert: 'none', now });
  }
}

/**
 * A version its list refuses (an id already taken, say) goes back to the editor, rejected with the
 * list's reason, instead of being tried again every run.
 */
async function sendBack(
  id: string,
  failure: { kind: string; version: number; message: string },
  now: Date,
): Promise<void> {
  const reason = `Could not go live: ${failure.message}`.slice(0, 1000);
  await sendBackScheduledItem(id, failure.version, reason, now, SCHEDULER_ACTOR);
  await recordAudit(
    {
      actor: SCHEDULER_ACTOR,
      action: 'content',
      object: `newsroom:${id}`,
      detail: { event: 'go-live-failed', kind: failure.kind, version: failure.version },
    },
    now,
  );
}
