/** The client-safe door of lib/vitals: the collector a layout renders (./collector.tsx). */
export { VitalsCollector } from './collector';
