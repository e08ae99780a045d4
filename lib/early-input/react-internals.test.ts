import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as installedReact from 'react';
import * as installedClient from 'react-dom/client';
import {
  DISCRETE_REPLAYABLE_EVENTS,
  hasFiber,
  reactListens,
  REACT_KEY_PREFIXES,
  rootHydrating,
} from './react-internals';

/**
 * The contract with react-dom: every read of react-internals.ts, checked against a real hydration by
 * the installed react-dom and by Next's own copy (next/dist/compiled/react-dom, the one the App
 * Router's pages run), in jsdom. Run it first after bumping react, react-dom or next
 * (docs/operations.md, Upgrading Next and React); a failure names the read that no longer holds.
 * The reads in a real browser: e2e/early-taps.spec.ts.
 */

interface ReactCopy {
  name: string;
  react: typeof import('react');
  client: typeof import('react-dom/client');
  /** The discrete replayable events as react-dom-client's development build lists them. */
  discreteReplayableEvents: string | undefined;
}

function reactCopy(
  name: string,
  react: ReactCopy['react'],
  client: ReactCopy['client'],
  reactDomFolder: string,
): ReactCopy {
  const source = readFileSync(path.join(reactDomFolder, 'cjs', 'react-dom-client.development.js'), 'utf8');
  return {
    name,
    react,
    client,
    discreteReplayableEvents: /\bdiscreteReplayableEvents\s*=\s*"([^"]*)"\.split\(/.exec(source)?.[1],
  };
}

/** The installed react-dom, and Next's copy with the React it is built with (a copy refuses another's React). */
const copies = [
  reactCopy(
    'the installed react-dom',
    installedReact,
    installedClient,
    path.dirname(require.resolve('react-dom/package.json')),
  ),
  reactCopy(
    "Next's react-dom (next/dist/compiled/react-dom)",
    // Untyped, and loaded into jsdom's globals as the page's copy is into the browser's.
    jest.requireActual<ReactCopy['react']>('next/dist/compiled/react'),
    jest.requireActual<ReactCopy['client']>('next/dist/compiled/react-dom/client'),
    path.join(path.dirname(require.resolve('next/package.json')), 'dist', 'compiled', 'react-dom'),
  ),
];

/** Fails with the read's name when it is false. */
function holds(read: string, ok: boolean) {
  if (!ok) throw new Error(`React internals: "${read}" no longer holds. See lib/early-input/react-internals.ts.`);
}

/** A page as Next renders it: the server's HTML in a document of its own, hydrated into that document. */
function serverPage(): { doc: Document; button: HTMLButtonElement } {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = '<main><button type="button">Menu</button></main>';
  return { doc, button: doc.querySelector('button')! };
}

function hydrate({ react, client }: ReactCopy, doc: Document, onClick: () => void = () => undefined) {
  const { createElement: h } = react;
  const page = h(
    'html',
    null,
    h('head'),
    h('body', null, h('main', null, h('button', { type: 'button', onClick }, 'Menu'))),
  );
  return client.hydrateRoot(doc, page, {
    onRecoverableError: (error) => {
      throw error;
    },
  });
}

/** Until `done()`, letting React's scheduler run (it yields to the event loop between slices). */
async function until(done: () => boolean) {
  for (let tries = 0; tries < 200 && !done(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe.each(copies)('$name', (copy) => {
  it('leaves the keys the early-input script reads, before, during and after the hydration', async () => {
    const { doc, button } = serverPage();
    holds('before hydrateRoot, no listening marker on the document', !reactListens(doc));
    holds('before hydrateRoot, no root is hydrating', !rootHydrating(doc));

    const root = hydrate(copy, doc);
    holds(
      `hydrateRoot(document) marks the document as listened to (${REACT_KEY_PREFIXES.listening}…)`,
      reactListens(doc),
    );
    holds(
      `hydrateRoot(document) puts its root under ${REACT_KEY_PREFIXES.container}… with current.memoizedState.isDehydrated true`,
      rootHydrating(doc),
    );
    holds(`an element not hydrated yet has no ${REACT_KEY_PREFIXES.fiber}… key`, !hasFiber(button));

    await until(() => !rootHydrating(doc));
    holds('once hydrated, the root says isDehydrated false', !rootHydrating(doc));
    holds(
      "once hydrated, the server's element is kept (hydrated, not replaced)",
      doc.querySelector('button') === button,
    );
    holds(`once hydrated, the element has its ${REACT_KEY_PREFIXES.fiber}… key`, hasFiber(button));
    holds('once hydrated, the document is still listened to', reactListens(doc));

    const added = doc.createElement('span');
    holds('an element React does not render has no fiber', !hasFiber(added));
    root.unmount();
    holds('an unmounted root is not hydrating', !rootHydrating(doc));
  });

  it('hydrates the whole root at once for each discrete replayable event, and for pointerover not', async () => {
    holds(
      "DISCRETE_REPLAYABLE_EVENTS is react-dom-client's discreteReplayableEvents",
      copy.discreteReplayableEvents === DISCRETE_REPLAYABLE_EVENTS,
    );
    const forcing: string[] = [];
    for (const type of [...DISCRETE_REPLAYABLE_EVENTS.split(' '), 'pointerover']) {
      const { doc, button } = serverPage();
      const root = hydrate(copy, doc);
      button.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
      if (!rootHydrating(doc)) forcing.push(type);
      await until(() => !rootHydrating(doc));
      root.unmount();
    }
    expect(forcing).toEqual(DISCRETE_REPLAYABLE_EVENTS.split(' '));
  });

  it('hands a click to the handler once hydrated (the replay reaches it)', async () => {
    const { doc, button } = serverPage();
    const onClick = jest.fn();
    const root = hydrate(copy, doc, onClick);
    await until(() => !rootHydrating(doc));
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    root.unmount();
  });
});
