// @ts-check
/**
 * The server the bench measures: the production server (lib/server/start.mjs, what server.mjs runs,
 * as `npm start`) with one stage added, the no-JS reference (no-js-reference.mjs), so Lighthouse can
 * measure each page next to its script-free render from the same server. bench/server.ts starts it
 * instead of server.mjs; production never runs this stage and has no switch for it.
 */
import path from 'node:path';
import { startServer } from '../lib/server/start.mjs';
import { withNoJsReference } from './no-js-reference.mjs';

await startServer({ dir: path.resolve(import.meta.dirname, '..'), stages: withNoJsReference });
