/** The route handlers and page helpers of lib/vitals (Next server only). */
export { handleVitalsReport, vitalsEnabled, vitalsSampleRate } from './handler';
export { handleVitalsJson } from './workspace';
