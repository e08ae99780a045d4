/**
 * Web Vitals from real visitors (docs/performance.md, Field data), the part a page carries: the
 * collector a layout renders and the metric names. The rest is server-side, in ./server.ts.
 */
export { VitalsCollector } from './collector';
export * from './metrics';
