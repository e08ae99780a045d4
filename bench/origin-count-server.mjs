// @ts-check
/**
 * An instance of the results-day part (bench/results-day.ts): the production server (lib/server/start.mjs,
 * what server.mjs runs, as `npm start`) with the bench's counting stage first (bench/origin-count.mjs).
 */
import path from 'node:path';
import { startServer } from '../lib/server/start.mjs';
import { withOriginCount } from './origin-count.mjs';

await startServer({ dir: path.resolve(import.meta.dirname, '..'), stages: withOriginCount });
