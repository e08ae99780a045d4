import type { Client } from '../engine';

type Reader = Pick<Client, 'execute'>;

/** Every row of the tables, sorted, as JSON: the same text on both engines for the same data. */
export async function storeContents(client: Reader, tables: string[]): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of tables) {
    const result = await client.execute(`SELECT * FROM "${table}"`);
    all[table] = result.rows
      .map((row) => JSON.stringify(Object.fromEntries([...result.columns].sort().map((name) => [name, row[name]]))))
      .sort();
  }
  return all;
}

/**
 * Rows the seed does not have: an item and its version (a foreign key's parent and child, Thai text,
 * quotes), and events with explicit identity ids (7 and 41, a gap).
 */
export async function addNewsroomRows(client: Reader, id = 'copy-item'): Promise<void> {
  const at = '2026-11-29T08:00:00.000Z';
  await client.execute({
    sql: 'INSERT INTO newsroom_items (id, kind, state, version, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    args: [id, 'news', 'draft', 1, 'editor@example.com', at, at],
  });
  await client.execute({
    sql: 'INSERT INTO newsroom_versions (item_id, version, content, edited_by, edited_at) VALUES (?, ?, ?, ?, ?)',
    args: [id, 1, JSON.stringify({ title: 'ข่าวทดสอบ "quoted"' }), 'editor@example.com', at],
  });
  for (const event of [7, 41])
    await client.execute({
      sql: 'INSERT INTO newsroom_events (id, item_id, version, at, actor, event) VALUES (?, ?, ?, ?, ?, ?)',
      args: [event, id, 1, at, 'editor@example.com', 'created'],
    });
}

/** The id a new newsroom event gets: after addNewsroomRows' 41 when identities continue after copied ids. */
export async function nextNewsroomEventId(client: Reader, id = 'copy-item'): Promise<number> {
  const next = await client.execute({
    sql: 'INSERT INTO newsroom_events (item_id, version, at, actor, event) VALUES (?, ?, ?, ?, ?) RETURNING id',
    args: [id, 1, '2026-11-29T09:00:00.000Z', 'editor@example.com', 'edited'],
  });
  return Number(next.rows[0].id);
}
