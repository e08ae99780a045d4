/** @jest-environment node */
import { createPageStore } from './page-store.mjs';

interface Page {
  name: string;
  bytes: number;
}

let clock: number;
const now = () => clock;
const page = (name: string, bytes = 100): Page => ({ name, bytes });

function storeWith(options: Parameters<typeof createPageStore>[0] = {}) {
  return createPageStore<Page>({ seconds: 10, staleSeconds: 60, abandonMs: 30_000, now, ...options });
}

/** Renders and stores a page the way a request does: claim, then finish. */
function renderInto(store: ReturnType<typeof storeWith>, key: string, stored: Page | null) {
  const render = store.begin(key);
  if (!render) throw new Error(`a render of ${key} is under way`);
  render.finish(stored);
  return render;
}

beforeEach(() => {
  clock = 1_000_000;
});

describe('freshness', () => {
  it('finds nothing for an unknown key', () => {
    expect(storeWith().lookup('/')).toEqual({ kind: 'missing' });
  });

  it('holds a page fresh for `seconds`, stale for `staleSeconds` more, then forgets it', () => {
    const store = storeWith();
    const home = page('home');
    renderInto(store, '/', home);

    clock += 9_999;
    expect(store.lookup('/')).toEqual({ kind: 'fresh', page: home });
    clock += 1; // 10 s old
    expect(store.lookup('/')).toEqual({ kind: 'stale', page: home });
    clock += 59_999; // 69.999 s old
    expect(store.lookup('/')).toEqual({ kind: 'stale', page: home });
    clock += 1; // 70 s old
    expect(store.lookup('/')).toEqual({ kind: 'missing' });
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('times a page from when it was stored, not from when its render began', () => {
    const store = storeWith();
    const render = store.begin('/')!;
    clock += 5_000;
    render.finish(page('home'));
    clock += 9_999;
    expect(store.lookup('/').kind).toBe('fresh');
  });

  it('replaces a stale page with its refresh', () => {
    const store = storeWith();
    renderInto(store, '/', page('old'));
    clock += 15_000;
    expect(store.lookup('/').kind).toBe('stale');
    const fresh = page('new');
    renderInto(store, '/', fresh);
    expect(store.lookup('/')).toEqual({ kind: 'fresh', page: fresh });
    expect(store.size).toBe(1);
  });
});

describe('one render per page', () => {
  it('lets one render claim a key and makes the others wait for its page', async () => {
    const store = storeWith();
    const render = store.begin('/')!;
    expect(store.begin('/')).toBeNull();
    const found = store.lookup('/');
    expect(found.kind).toBe('pending');
    const home = page('home');
    render.finish(home);
    await expect(found.kind === 'pending' && found.done).resolves.toBe(home);
    expect(store.lookup('/')).toEqual({ kind: 'fresh', page: home });
  });

  it('keeps keys apart', () => {
    const store = storeWith();
    expect(store.begin('/a')).not.toBeNull();
    expect(store.begin('/b')).not.toBeNull();
  });

  it('frees the key when a render ends, stored or not', async () => {
    const store = storeWith();
    const render = renderInto(store, '/', null);
    await expect(render.done).resolves.toBeNull();
    expect(store.lookup('/')).toEqual({ kind: 'missing' });
    expect(store.begin('/')).not.toBeNull();
  });

  it('frees the key when a render is abandoned, and keeps the page it would have replaced', async () => {
    const store = storeWith();
    const old = page('old');
    renderInto(store, '/', old);
    clock += 15_000;
    const render = store.begin('/')!;
    render.abandon();
    await expect(render.done).resolves.toBeNull();
    expect(store.lookup('/')).toEqual({ kind: 'stale', page: old });
    expect(store.begin('/')).not.toBeNull();
  });

  it('drops a stale page whose refresh may not be cached (the page now answers something else)', () => {
    const store = storeWith();
    renderInto(store, '/', page('old'));
    clock += 15_000;
    renderInto(store, '/', null);
    expect(store.lookup('/')).toEqual({ kind: 'missing' });
  });

  it('ends a render once: a later finish or abandon changes nothing', async () => {
    const store = storeWith();
    const first = page('first');
    const render = store.begin('/')!;
    render.finish(first);
    render.finish(page('second'));
    render.abandon();
    await expect(render.done).resolves.toBe(first);
    expect(store.lookup('/')).toEqual({ kind: 'fresh', page: first });
  });

  it('takes a render for hung after abandonMs: no one waits for it and a new one may begin', () => {
    const store = storeWith();
    const hung = store.begin('/')!;
    clock += 29_999;
    expect(store.lookup('/').kind).toBe('pending');
    expect(store.begin('/')).toBeNull();
    clock += 1;
    expect(store.lookup('/')).toEqual({ kind: 'missing' });
    const next = store.begin('/')!;
    expect(next).not.toBeNull();
    // The new render's page is not overwritten by the hung one ending late.
    const fresh = page('fresh');
    next.finish(fresh);
    clock += 1;
    hung.finish(page('late'));
    expect(store.lookup('/')).toEqual({ kind: 'fresh', page: fresh });
  });
});

describe('memory', () => {
  it('drops the least recently used pages beyond maxBytes', () => {
    const store = storeWith({ maxBytes: 250 });
    renderInto(store, '/a', page('a'));
    renderInto(store, '/b', page('b'));
    store.lookup('/a'); // /a is now the most recently used
    renderInto(store, '/c', page('c')); // 300 bytes: /b goes
    expect(store.size).toBe(2);
    expect(store.bytes).toBe(200);
    expect(store.lookup('/b').kind).toBe('missing');
    expect(store.lookup('/a').kind).toBe('fresh');
    expect(store.lookup('/c').kind).toBe('fresh');
  });

  it('never stores a page over maxPageBytes', () => {
    const store = storeWith({ maxPageBytes: 1000 });
    renderInto(store, '/big', page('big', 1001));
    renderInto(store, '/fits', page('fits', 1000));
    expect(store.lookup('/big').kind).toBe('missing');
    expect(store.lookup('/fits').kind).toBe('fresh');
    expect(store.bytes).toBe(1000);
  });

  it('counts a replaced page once', () => {
    const store = storeWith();
    renderInto(store, '/', page('one', 100));
    renderInto(store, '/', page('two', 40));
    expect(store.bytes).toBe(40);
  });
});

describe('clear', () => {
  it('forgets every page, and what renders begun before it were rendering', async () => {
    const store = storeWith();
    renderInto(store, '/a', page('a'));
    const before = store.begin('/b')!;
    store.clear();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
    expect(store.lookup('/a').kind).toBe('missing');
    // The render under way may have read the purged data: it neither blocks nor stores.
    expect(store.lookup('/b').kind).toBe('missing');
    const after = store.begin('/b')!;
    expect(after).not.toBeNull();
    before.finish(page('old data'));
    await expect(before.done).resolves.toBeNull();
    expect(store.lookup('/b').kind).toBe('pending');
    after.finish(page('new data'));
    expect(store.lookup('/b')).toEqual({ kind: 'fresh', page: page('new data') });
  });
});
