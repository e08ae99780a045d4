/**
 * Calls `then` once the browser has painted the current frame (a task after the next animation frame):
 * work started from a tap's handler this way no longer holds the tap's next paint (docs/performance.md).
 */
export function afterNextPaint(then: () => void) {
  requestAnimationFrame(() => setTimeout(then, 0));
}
