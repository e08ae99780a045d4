/**
 * Every read the early-input script makes of React's private state, in one place
 * (docs/decisions/040-early-input-built-from-typescript.md). None of it is React's public API: a React
 * upgrade (or Next's own copy of react-dom, which the App Router pages use) can rename any of it
 * without notice. react-internals.test.ts hydrates a page with the installed react-dom and with Next's
 * copy and checks each read against them; e2e/early-taps.spec.ts checks them in a browser.
 *
 * Compiled into the inline script, which runs before any polyfill: ES5 runtime only (the build
 * type-checks it against ES5's library, scripts/early-input-bundle.ts).
 */

/**
 * react-dom's keys on the nodes it owns: a prefix and a random suffix per copy of React
 * (react-dom-client: `listeningMarker`, `internalContainerInstanceKey`, `internalInstanceKey`).
 */
export const REACT_KEY_PREFIXES = {
  /** On a root's container and its document once React listens to their events (`listenToAllSupportedEvents`). */
  listening: '_reactListening',
  /** On a root's container (Next's: `document`): its HostRoot fiber. */
  container: '__reactContainer$',
  /** On each element React has hydrated or created: its fiber. */
  fiber: '__reactFiber$',
} as const;

/**
 * The events React answers, on a part of the page it has not hydrated yet, by hydrating that part at
 * once, synchronously (react-dom-client's `discreteReplayableEvents`; docs/decisions/030-taps-during-hydration.md).
 * Space-separated: the inline script splits it.
 */
export const DISCRETE_REPLAYABLE_EVENTS =
  'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset';

/** The shape of the HostRoot fiber react-dom keeps under the container key, as far as it is read. */
interface ContainerFiber {
  stateNode: { current: { memoizedState: { isDehydrated?: boolean } } };
}

/** The own key of `node` that starts with `prefix`, if any. */
function reactKey(node: object, prefix: string): string | undefined {
  const keys = Object.keys(node);
  for (let i = 0; i < keys.length; i++) if (keys[i].indexOf(prefix) === 0) return keys[i];
  return undefined;
}

/** React listens to the events of `node` (a root's container, or the document of one). */
export function reactListens(node: Node): boolean {
  return reactKey(node, REACT_KEY_PREFIXES.listening) !== undefined;
}

/** `container` holds a React root that is still hydrating: its HostRoot is dehydrated. */
export function rootHydrating(container: Node): boolean {
  const key = reactKey(container, REACT_KEY_PREFIXES.container);
  if (key === undefined) return false;
  try {
    return !!(container as unknown as Record<string, ContainerFiber>)[key].stateNode.current.memoizedState.isDehydrated;
  } catch {
    // Not the shape react-dom leaves (an unmounted root): nothing is hydrating.
    return false;
  }
}

/** React has hydrated or created `node`: it has its fiber. */
export function hasFiber(node: Node): boolean {
  return reactKey(node, REACT_KEY_PREFIXES.fiber) !== undefined;
}
