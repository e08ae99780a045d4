import { EARLY_INPUT_SCRIPT } from './script';

/**
 * The early-input script's hold on submissions (docs/performance.md, No tap is lost): only a form
 * marked `data-early-hold` is held until its code says it is ready; any other POST form (the
 * workspace's, the alert confirmation, which work without JavaScript) submits at once.
 */
interface EarlyInput {
  ready(form: HTMLFormElement): void;
}

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

const submit = (element: HTMLFormElement) => element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

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
  (window as unknown as { __irEarlyInput: EarlyInput }).__irEarlyInput.ready(held);
  expect(submitted).toEqual([held]);
});

it('lets a marked form that is already ready submit at once', () => {
  const ready = form({ 'data-early-hold': '', 'data-ready': '' });
  submit(ready);
  expect(submitted).toEqual([ready]);
});
