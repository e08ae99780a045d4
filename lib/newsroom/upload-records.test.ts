/** @jest-environment node */
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { recordedPages, recordUploads } from './upload-records';

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('upload-records', {}, engine);
  // The first test opens and migrates the store: slow on a loaded machine.
  jest.setTimeout(30_000);

  describe('recordedPages', () => {
    it('gives the page count the server read of each stored PDF, whoever uploaded it; unknown and malformed hashes are left out', async () => {
      const [a, b, unknown] = ['a', 'b', 'c'].map((digit) => digit.repeat(64));
      await recordUploads({ id: 'u-one' }, [{ sha256: a, pages: 3, size: 1000 }]);
      await recordUploads({ id: 'u-two' }, [
        { sha256: a, pages: 3, size: 1000 },
        { sha256: b, pages: 12, size: 5000 },
      ]);
      const pages = await recordedPages([a, b, unknown, b, "x' OR 1=1 --", a.toUpperCase()]);
      expect([...pages].sort()).toEqual([
        [a, 3],
        [b, 12],
      ]);
      expect(await recordedPages([])).toEqual(new Map());
    });
  });
});
