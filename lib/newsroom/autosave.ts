/**
 * When the item form saves its draft by itself (docs/newsroom.md, Saved automatically): once edits
 * have stopped for AUTOSAVE_IDLE_MS, and never sooner than AUTOSAVE_MIN_INTERVAL_MS after the last
 * save, so a person typing steadily writes one version a half-minute at most. Pure timing here; what
 * may be saved (a draft the schema takes, nothing uploading) is the form's to say through `ready`.
 */

/** How long edits must have stopped before the draft is saved. */
export const AUTOSAVE_IDLE_MS = 5_000;

/** The least time between two automatic saves. */
export const AUTOSAVE_MIN_INTERVAL_MS = 30_000;

export interface AutosaveClock {
  /** When the form last changed; null when it has not since the last save. */
  lastEditAt: number | null;
  /** When it was last saved, automatically or by a button; null when never on this page. */
  lastSaveAt: number | null;
  /** A save is under way. */
  saving: boolean;
}

export type AutosaveDecision = { action: 'none' } | { action: 'wait'; ms: number } | { action: 'save' };

/** What to do at `now`: nothing (no edit waits, or a save is under way), wait so long, or save. */
export function autosaveDecision(
  clock: AutosaveClock,
  now: number,
  idleMs = AUTOSAVE_IDLE_MS,
  minIntervalMs = AUTOSAVE_MIN_INTERVAL_MS,
): AutosaveDecision {
  if (clock.lastEditAt === null || clock.saving) return { action: 'none' };
  const idleAt = clock.lastEditAt + idleMs;
  const allowedAt = clock.lastSaveAt === null ? idleAt : Math.max(idleAt, clock.lastSaveAt + minIntervalMs);
  return now >= allowedAt ? { action: 'save' } : { action: 'wait', ms: allowedAt - now };
}

export interface AutosaveTimer {
  /** The form changed. */
  edited(): void;
  /** The form was saved another way (a button): the interval counts from now, and nothing waits. */
  savedByHand(): void;
  /** No more saves (the form is leaving, or the item may not be saved automatically any more). */
  stop(): void;
}

export interface AutosaveOptions {
  /** Whether the draft may be saved now; when not, nothing is tried until the next edit. */
  ready: () => boolean;
  /** Saves; false when it did not (the form says why). */
  save: () => Promise<boolean>;
  now?: () => number;
  idleMs?: number;
  minIntervalMs?: number;
}

/** The timer of the form's automatic saves, by autosaveDecision; one timeout at a time. */
export function createAutosaveTimer({
  ready,
  save,
  now = Date.now,
  idleMs = AUTOSAVE_IDLE_MS,
  minIntervalMs = AUTOSAVE_MIN_INTERVAL_MS,
}: AutosaveOptions): AutosaveTimer {
  const clock: AutosaveClock = { lastEditAt: null, lastSaveAt: null, saving: false };
  let timeout: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  // Counts edits, so one made while a save is under way is told from the one saved.
  let edits = 0;

  const clear = () => {
    if (timeout !== null) clearTimeout(timeout);
    timeout = null;
  };

  function check(): void {
    clear();
    if (stopped) return;
    const decision = autosaveDecision(clock, now(), idleMs, minIntervalMs);
    if (decision.action === 'wait') {
      timeout = setTimeout(check, decision.ms);
      return;
    }
    if (decision.action !== 'save') return;
    if (!ready()) {
      // Not saveable as it is (an invalid field, a file uploading): the next edit tries again.
      clock.lastEditAt = null;
      return;
    }
    const editsSaved = edits;
    clock.saving = true;
    void save()
      .catch(() => false)
      .then((saved) => {
        clock.saving = false;
        if (saved) clock.lastSaveAt = now();
        // Edited while it was saving: that edit waits its turn; otherwise nothing waits.
        if (edits === editsSaved) clock.lastEditAt = null;
        // A refused save is not tried again until the next edit.
        if (!saved && clock.lastEditAt === null) return;
        check();
      });
  }

  return {
    edited() {
      if (stopped) return;
      edits += 1;
      clock.lastEditAt = now();
      if (!clock.saving) check();
    },
    savedByHand() {
      clock.lastSaveAt = now();
      clock.lastEditAt = null;
      clear();
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}

/**
 * A version's content as one string, its keys sorted at every depth: two contents are the same
 * version when their keys are. The form compares what it would save with what it saved last; the
 * store, what an automatic save brings with the version it holds (./items.ts saveDraft).
 */
export function contentKey(content: unknown): string {
  return JSON.stringify(content, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : value,
  );
}
