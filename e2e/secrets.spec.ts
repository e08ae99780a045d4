import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { STOCK_API_KEY_SENTINEL } from './server-env';

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

test('the stock api-key is in no file the browser can load, nor in any response', async ({ request }) => {
  const staticFiles = filesUnder(join(process.env.NEXT_DIST_DIR || '.next', 'static'));
  expect(staticFiles.length).toBeGreaterThan(0);
  // The key's value, and the variable's name: browser code that read process.env.STOCK_API_KEY would carry it.
  for (const secret of [STOCK_API_KEY_SENTINEL, 'STOCK_API_KEY']) {
    const leaking = staticFiles.filter((file) => readFileSync(file, 'latin1').includes(secret));
    expect(leaking, secret).toEqual([]);
  }

  for (const url of ['/api/stock_quotation', '/', '/en/stockpriceinfo/info']) {
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    expect(await response.text(), url).not.toContain(STOCK_API_KEY_SENTINEL);
  }
});
