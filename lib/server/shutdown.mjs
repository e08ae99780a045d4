// @ts-check
/**
 * What to close when the server shuts down (server.mjs on SIGTERM), registered by the modules that
 * open it (the SQLite store, from whichever bundle opened it). Kept on the process bridge
 * (bridge-slots.mjs): server.mjs runs unbuilt and the bundles each load their own copy of a module. Plain JavaScript for server.mjs.
 */

import { bridgeSlot } from './bridge-slots.mjs';

/** @returns {Set<() => Promise<void> | void>} */
function hooks() {
  return bridgeSlot('shutdownHooks', () => new Set());
}

/**
 * Runs `close` at shutdown; returns a function that unregisters it.
 * @param {() => Promise<void> | void} close
 */
export function onShutdown(close) {
  hooks().add(close);
  return () => void hooks().delete(close);
}

/** Runs every registered hook once, together; a failing one is logged and the others still run. */
export async function runShutdownHooks() {
  const pending = [...hooks()];
  hooks().clear();
  await Promise.all(
    pending.map(async (close) => {
      try {
        await close();
      } catch (error) {
        console.error('[shutdown]', error instanceof Error ? error.message : error);
      }
    }),
  );
}
