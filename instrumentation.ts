/**
 * Next calls register() once when a server process starts: it starts the background jobs (lib/jobs)
 * in the Node.js server, never in the edge runtime or while `next build` prerenders pages.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // A wrong setting stops the server here, naming it (server.mjs checks them too, before Next starts).
  const { settingsAtStart } = await import('./lib/config/settings.mjs');
  settingsAtStart();
  const { startScheduler } = await import('./lib/jobs');
  startScheduler();
}
