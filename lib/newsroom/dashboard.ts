import { plainRows, storeDatabase } from '@/lib/backend';
import { bangkokToday } from '@/lib/prices';
import type { Content } from './content';
import { KIND_NAMES, CONTENT_KINDS, type KindName } from './kinds';
import { meetingDocumentsDue, type MeetingDocumentDue } from './meetings';

/**
 * What the workspace's dashboard lists: the meeting documents due (the 28-day invitation, minutes
 * within 14 days, results the next working day) for every meeting the newsroom knows of. Each item is
 * read in its live version when it has one, else its newest.
 */
export async function dueMeetingDocuments(now = new Date(), database = storeDatabase): Promise<MeetingDocumentDue[]> {
  const kinds = KIND_NAMES.filter((kind) => CONTENT_KINDS[kind].meeting);
  const rows = plainRows(
    await (await database()).execute({
      sql: `SELECT i.id, i.kind, i.state, i.live_version, v.content FROM newsroom_items i
        JOIN newsroom_versions v ON v.item_id = i.id AND v.version = COALESCE(i.live_version, i.version)
        WHERE i.kind IN (${kinds.map(() => '?').join(', ')})`,
      args: kinds,
    }),
  );
  const items = rows.map((row) => ({
    id: String(row.id),
    kind: row.kind as KindName,
    state: String(row.state),
    live: row.live_version !== null && row.state !== 'withdrawn',
    content: JSON.parse(String(row.content)) as Content,
  }));
  return meetingDocumentsDue(items, bangkokToday(now));
}
