import type { EngineName } from '@/lib/store/engine';

/**
 * For a suite run on both engines, SQLite's first (`describe.each(STORE_ENGINES)`): what only SQLite can
 * answer (FTS5's bm25(), say) or what PostgreSQL must answer alike is asked on SQLite and recorded, and
 * on PostgreSQL the recorded answer is given back, for PostgreSQL's own to be held to it. Make one per
 * test file, outside the engines' describe blocks.
 */
export function sqliteAnswers(): <T>(engine: EngineName, question: string, ask: () => Promise<T>) => Promise<T> {
  const answers = new Map<string, unknown>();
  return async function answer<T>(engine: EngineName, question: string, ask: () => Promise<T>): Promise<T> {
    if (engine === 'sqlite') {
      const asked = await ask();
      answers.set(question, asked);
      return asked;
    }
    if (!answers.has(question)) throw new Error(`run the suite on SQLite first: it answers "${question}"`);
    return answers.get(question) as T;
  };
}
