import { earlyInput } from './api';
import { EARLY_INPUT_SCRIPT } from './script.generated';

/**
 * The early-input script as the page inlines it, built from script.ts (docs/decisions/040-early-input-built-from-typescript.md).
 * Its hold on submissions (docs/performance.md, No tap is lost): only a form marked `data-early-hold`
 * is held until its code says it is ready; any other POST form (the workspace's, the alert
 * confirmation, which work without JavaScript) submits at once.
 */

const submitted: HTMLFormElement[] = [];

beforeAll(() => {
  new Function(EARLY_INPUT_SCRIPT)();
  // Stands for the browser's own submission, after every listener of the page.
  window.addEventListener('submit', (event) => {
    submitted.push(event.target as HTMLFormElement);
    event.preventDefault();
  });
});

beforeEach(() => {
  submitted.length = 0;
  document.body.innerHTML = '';
});

function form(attributes: Record<string, string>): HTMLFormElement {
  const element = document.createElement('form');
  element.method = 'post';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = '<button type="submit">Send</button>';
  document.body.append(element);
  return element;
}

const submit = (element: HTMLFormElement) =>
  element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

it('lets a plain POST form submit at once', () => {
  const plain = form({});
  submit(plain);
  expect(submitted).toEqual([plain]);
});

it('holds a marked form until it is ready, then submits it once', () => {
  const held = form({ 'data-early-hold': '' });
  expect(submit(held)).toBe(false);
  submit(held);
  expect(submitted).toEqual([]);
  held.setAttribute('data-ready', '');
  earlyInput()!.ready(held);
  expect(submitted).toEqual([held]);
});

it('lets a marked form that is already ready submit at once', () => {
  const ready = form({ 'data-early-hold': '', 'data-ready': '' });
  submit(ready);
  expect(submitted).toEqual([ready]);
});

describe('while React hydrates the page', () => {
  // React's root on the document, as react-dom marks its container: hydrated once isDehydrated is false.
  const state = { isDehydrated: true };
  const react: string[] = [];
  const key = '__reactContainer$test';
  const listening = '_reactListening_test';

  beforeAll(() => {
    (document as unknown as Record<string, unknown>)[key] = { stateNode: { current: { memoizedState: state } } };
    (document as unknown as Record<string, unknown>)[listening] = true;
    // React's own listeners come after the script's (hydrateRoot adds them).
    for (const type of ['pointerdown', 'click', 'keydown', 'input', 'mouseover'])
      document.addEventListener(type, (event) => react.push(event.type), true);
  });

  afterAll(() => {
    delete (document as unknown as Record<string, unknown>)[key];
    delete (document as unknown as Record<string, unknown>)[listening];
  });

  beforeEach(() => {
    react.length = 0;
  });

  /** An element as React leaves it once it has hydrated it: with its fiber. */
  function hydrated<T extends Element>(element: T): T {
    (element as unknown as Record<string, unknown>).__reactFiber$test = {};
    return element;
  }

  function events(target: EventTarget) {
    target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    target.dispatchEvent(new Event('click', { bubbles: true }));
    target.dispatchEvent(new Event('keydown', { bubbles: true }));
    target.dispatchEvent(new Event('input', { bubbles: true }));
    target.dispatchEvent(new Event('mouseover', { bubbles: true }));
  }

  it('keeps the events React would hydrate the whole page for from React; the others pass', () => {
    state.isDehydrated = true;
    const button = document.createElement('button');
    document.body.append(button);
    events(button);
    expect(react).toEqual(['mouseover']);
  });

  it('lets every event reach React once the root is hydrated', () => {
    state.isDehydrated = false;
    const button = hydrated(document.createElement('button'));
    document.body.append(button);
    events(button);
    expect(react).toEqual(['pointerdown', 'click', 'keydown', 'input', 'mouseover']);
  });

  it('lets every event reach React after the replay, whatever the root says', () => {
    state.isDehydrated = true;
    earlyInput()!.flush();
    const button = hydrated(document.createElement('button'));
    document.body.append(button);
    events(button);
    expect(react).toEqual(['pointerdown', 'click', 'keydown', 'input', 'mouseover']);
  });

  describe('once the root has hydrated, in a Suspense boundary React has not hydrated yet', () => {
    beforeAll(() => {
      state.isDehydrated = false;
      earlyInput()!.flush();
    });

    const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

    it('keeps a tap on a button from React and taps it again once React has hydrated it', async () => {
      const button = document.createElement('button');
      button.type = 'button';
      document.body.append(button);
      events(button);
      expect(react).toEqual(['mouseover']);
      await settle();
      expect(react).toEqual(['mouseover']);
      hydrated(button);
      await settle();
      expect(react).toEqual(['mouseover', 'click']);
      await settle();
      expect(react).toEqual(['mouseover', 'click']);
    });

    it('keeps a tap on a link from React, and leaves its default: the browser follows it as without JavaScript', () => {
      const link = document.createElement('a');
      link.href = '#page-2';
      link.innerHTML = '<span>2</span>';
      document.body.append(link);
      events(link.firstElementChild!);
      expect(react).toEqual(['mouseover']);
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      expect(link.firstElementChild!.dispatchEvent(tap)).toBe(true);
      expect(react).toEqual(['mouseover']);
    });

    it('does not tap again a submit button: its form submits (or is held) natively', async () => {
      const form = document.createElement('form');
      form.innerHTML = '<button type="submit">Send</button>';
      document.body.append(form);
      const button = form.querySelector('button')!;
      events(button);
      hydrated(button);
      await settle();
      expect(react).toEqual(['mouseover']);
    });

    it('lets the events on a field, and on what React has hydrated, reach React', () => {
      const input = document.createElement('input');
      document.body.append(input);
      events(input);
      expect(react).toEqual(['pointerdown', 'click', 'keydown', 'input', 'mouseover']);
      react.length = 0;
      const link = hydrated(document.createElement('a'));
      link.href = '/en';
      document.body.append(link);
      events(link);
      expect(react).toEqual(['pointerdown', 'click', 'keydown', 'input', 'mouseover']);
    });
  });
});
