import { createReplyMemo } from './reply-memo';

describe('createReplyMemo', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('shares one load among concurrent requests and keeps it for ttlMs', async () => {
    const memo = createReplyMemo<string>({ ttlMs: 10_000, maxEntries: 4, now });
    const load = jest.fn(async () => 'body');
    expect(await Promise.all([memo.get('a', load), memo.get('a', load), memo.get('a', load)])).toEqual([
      'body',
      'body',
      'body',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    clock += 9_999;
    await memo.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1;
    await memo.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure: the next request loads again', async () => {
    const memo = createReplyMemo<string>({ ttlMs: 10_000, maxEntries: 4, now });
    const failing = jest.fn(async (): Promise<string | false> => false);
    expect(await memo.get('a', failing)).toBe(false);
    await expect(memo.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const working = jest.fn(async () => 'body');
    expect(await memo.get('a', working)).toBe('body');
    expect(await memo.get('b', working)).toBe('body');
    expect(working).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxEntries keys, forgetting the oldest, and forgets all on clear', async () => {
    const memo = createReplyMemo<string>({ ttlMs: 10_000, maxEntries: 2, now });
    const load = jest.fn(async () => 'body');
    for (const key of ['a', 'b', 'c']) await memo.get(key, load);
    await memo.get('c', load);
    await memo.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await memo.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
    memo.clear();
    await memo.get('a', load);
    expect(load).toHaveBeenCalledTimes(5);
  });
});
