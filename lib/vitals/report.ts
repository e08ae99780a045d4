import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import {
  CONNECTION_TYPES,
  deviceClassOf,
  MAX_TARGET_LENGTH,
  METRIC_RULES,
  VITALS_ENDPOINT,
  type ConnectionType,
  type ReportedMetric,
  type VitalsReport,
} from './metrics';

/**
 * Loaded by the collector (./collector.tsx) after the page is idle. Each metric web-vitals reports
 * waits in a queue, and the queue goes in one beacon when the page is hidden (left, closed, switched
 * away from): LCP, CLS and INP are final only then. A page shown and hidden again sends what changed.
 */
export function startReporting(path: string): void {
  const queue = new Map<string, ReportedMetric>();
  const add = (metric: MetricWithAttribution) => queue.set(metric.name, summarize(metric));
  // Registered before the listener below, so web-vitals' own hidden handlers report first.
  onTTFB(add);
  onFCP(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  const flush = () => {
    if (queue.size === 0) return;
    const report: VitalsReport = { path, device: deviceClassOf(innerWidth), metrics: [...queue.values()] };
    const connection = connectionType();
    if (connection) report.connection = connection;
    queue.clear();
    navigator.sendBeacon(VITALS_ENDPOINT, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  };
  // Not also on pagehide: it comes before the unloading page's visibilitychange, which is when
  // web-vitals reports LCP and CLS, and would split one page view into two beacons.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** The metric with only the parts of its attribution that METRIC_RULES names: no URL, no entries. */
function summarize(metric: MetricWithAttribution): ReportedMetric {
  const attribution = metric.attribution as unknown as Record<string, unknown>;
  const parts: Record<string, number> = {};
  for (const part of METRIC_RULES[metric.name].parts) {
    const value = attribution[part];
    if (typeof value === 'number' && Number.isFinite(value)) parts[part] = value;
  }
  const selector = attribution.target ?? attribution.interactionTarget ?? attribution.largestShiftTarget;
  const target = typeof selector === 'string' && selector ? selector.slice(0, MAX_TARGET_LENGTH) : undefined;
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    attribution: target ? { target, parts } : { parts },
  };
}

function connectionType(): ConnectionType | undefined {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (CONNECTION_TYPES as readonly string[]).includes(type ?? '') ? (type as ConnectionType) : undefined;
}
