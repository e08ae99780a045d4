import {
  AUTOSAVE_IDLE_MS,
  AUTOSAVE_MIN_INTERVAL_MS,
  autosaveDecision,
  contentKey,
  createAutosaveTimer,
} from './autosave';

describe('autosaveDecision', () => {
  it('does nothing without an edit waiting, or while a save is under way', () => {
    expect(autosaveDecision({ lastEditAt: null, lastSaveAt: null, saving: false }, 10_000)).toEqual({ action: 'none' });
    expect(autosaveDecision({ lastEditAt: 0, lastSaveAt: null, saving: true }, 60_000)).toEqual({ action: 'none' });
  });

  it('waits until the edits have stopped for the idle time', () => {
    expect(autosaveDecision({ lastEditAt: 1_000, lastSaveAt: null, saving: false }, 2_000)).toEqual({
      action: 'wait',
      ms: AUTOSAVE_IDLE_MS - 1_000,
    });
    expect(autosaveDecision({ lastEditAt: 1_000, lastSaveAt: null, saving: false }, 1_000 + AUTOSAVE_IDLE_MS)).toEqual({
      action: 'save',
    });
  });

  it('saves no sooner than the least interval after the last save', () => {
    // Idle long enough, but saved 10 s ago: waits for the half-minute.
    expect(autosaveDecision({ lastEditAt: 0, lastSaveAt: 0, saving: false }, 10_000)).toEqual({
      action: 'wait',
      ms: AUTOSAVE_MIN_INTERVAL_MS - 10_000,
    });
    expect(autosaveDecision({ lastEditAt: 0, lastSaveAt: 0, saving: false }, AUTOSAVE_MIN_INTERVAL_MS)).toEqual({
      action: 'save',
    });
    // An edit just before the interval is up still waits its idle time.
    expect(autosaveDecision({ lastEditAt: 29_000, lastSaveAt: 0, saving: false }, 30_000)).toEqual({
      action: 'wait',
      ms: AUTOSAVE_IDLE_MS - 1_000,
    });
  });
});

describe('createAutosaveTimer', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  /** A timer whose saves resolve as the test says; each save's promise is kept. */
  function timerWith(ready = () => true) {
    const saves: ((saved: boolean) => void)[] = [];
    const save = jest.fn(() => new Promise<boolean>((resolve) => saves.push(resolve)));
    const timer = createAutosaveTimer({ ready, save });
    return {
      timer,
      save,
      finish: async (saved = true) => {
        saves.shift()!(saved);
        // The save's continuation runs on the microtask queue, a few steps down.
        for (let step = 0; step < 5; step++) await Promise.resolve();
      },
    };
  }

  it('saves once the typing has stopped for the idle time, not while it goes on', () => {
    const { timer, save } = timerWith();
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS - 1);
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves at most once in the least interval, however the edits come', async () => {
    const { timer, save, finish } = timerWith();
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS);
    await finish();
    expect(save).toHaveBeenCalledTimes(1);
    // Edited again at once: its idle time ends within the half-minute of the save.
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS);
    expect(save).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(AUTOSAVE_MIN_INTERVAL_MS - AUTOSAVE_IDLE_MS - 1);
    expect(save).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('does not save what is not ready, until the next edit', () => {
    let ready = false;
    const { timer, save } = timerWith(() => ready);
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS * 10);
    expect(save).not.toHaveBeenCalled();
    ready = true;
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS * 10);
    expect(save).not.toHaveBeenCalled();
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves an edit made while a save was under way afterwards, and nothing more after that', async () => {
    const { timer, save, finish } = timerWith();
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS);
    timer.edited();
    await finish();
    jest.advanceTimersByTime(AUTOSAVE_MIN_INTERVAL_MS);
    expect(save).toHaveBeenCalledTimes(2);
    await finish();
    jest.advanceTimersByTime(AUTOSAVE_MIN_INTERVAL_MS * 5);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('does not try a refused save again until the next edit', async () => {
    const { timer, save, finish } = timerWith();
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS);
    await finish(false);
    jest.advanceTimersByTime(AUTOSAVE_MIN_INTERVAL_MS * 5);
    expect(save).toHaveBeenCalledTimes(1);
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('counts a save by a button, and saves nothing once stopped', () => {
    const { timer, save } = timerWith();
    timer.edited();
    timer.savedByHand();
    jest.advanceTimersByTime(AUTOSAVE_MIN_INTERVAL_MS);
    expect(save).not.toHaveBeenCalled();
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_IDLE_MS);
    // The button's save was 30 s ago: due now.
    expect(save).toHaveBeenCalledTimes(1);
    timer.stop();
    timer.edited();
    jest.advanceTimersByTime(AUTOSAVE_MIN_INTERVAL_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('contentKey', () => {
  it('is the same for the same content whatever the order of its keys, and differs otherwise', () => {
    const a = { title: { th: 'ก', en: 'A' }, date: '2026-01-01', rows: [{ b: 1, a: 2 }] };
    const b = { rows: [{ a: 2, b: 1 }], date: '2026-01-01', title: { en: 'A', th: 'ก' } };
    expect(contentKey(a)).toBe(contentKey(b));
    expect(contentKey(a)).not.toBe(contentKey({ ...a, date: '2026-01-02' }));
    // The order of a table's rows is content.
    expect(contentKey({ rows: [1, 2] })).not.toBe(contentKey({ rows: [2, 1] }));
  });
});
