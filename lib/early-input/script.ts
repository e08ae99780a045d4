/**
 * The early-input script (docs/performance.md, No tap is lost): inline and first in <body>, so it
 * listens before anything paints. Until the page has hydrated — before React listens to the document,
 * and while React listens but its root is not hydrated yet — it queues each tap on a button (whose
 * handler may not be there yet) and notes each field the reader changes. While the root is hydrating
 * it also keeps every event React would answer by hydrating the whole page at once (its discrete
 * replayable events) from React's listeners: React hydrates in a transition, in slices of a few
 * milliseconds, and such an event would turn the rest into one long task before the tap's next paint
 * (docs/decisions/030-taps-during-hydration.md). Once the root has hydrated, the same holds for a
 * link or button React has not hydrated yet (no fiber on it: its Suspense boundary is still
 * dehydrated, as a loading.tsx boundary or a lazy form is for a moment after the root): React would
 * hydrate that boundary in one task before the tap's paint. The link then works as without JavaScript
 * and the button is tapped again once React has hydrated it. `flush()`, called once the page has
 * hydrated (EarlyInputReplay), taps the queued buttons again and tells the page's own listeners about
 * the changed fields, with the reader's value again where hydration put the server's back (the
 * prototype's setter: React's value tracker then sees a change), by the event React listens to for
 * that field: `change` for a select, a box and a file input (whose chosen files hydration keeps),
 * `input` for the rest. A form marked `data-early-hold` (the public forms, whose code validates before
 * anything is sent) submitted before that code is ready is held and submitted again by `ready(form)`,
 * called by the form once it can validate; without JavaScript its button stays disabled, and
 * `data-early-enable` marks the buttons this script enables for the reader who has it. Any other form
 * (the workspace's plain POST forms, which work without JavaScript) is never held: it submits natively
 * at once. Links and GET forms need nothing: they work as they do without JavaScript.
 *
 * The source of the inline string, not a module the site imports: `npm run build:early-input` compiles
 * it to ES5 (it runs before any polyfill), bundles what it imports and minifies it into
 * script.generated.ts (docs/decisions/040-early-input-built-from-typescript.md). Its reads of React's
 * private state are in react-internals.ts.
 */
import { offerEarlyInput } from './api';
import { DISCRETE_REPLAYABLE_EVENTS, hasFiber, reactListens, rootHydrating } from './react-internals';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field the reader changed before the page hydrated, with what the reader left in it. */
interface NotedField {
  el: Field;
  value: string;
  checked: boolean;
}

/** A submission of a `data-early-hold` form, held until the form is ready. */
interface HeldSubmission {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

const d = document;
let taps: HTMLButtonElement[] = [];
let fields: NotedField[] = [];
const held: HeldSubmission[] = [];
const waiting: HTMLButtonElement[] = [];
let flushed = false;

/** The closest element to the event's target matching `selector`; none where the target is not an element or has no `closest`. */
function closest(target: EventTarget | null, selector: string): Element | null {
  const element = target as Element | null;
  return element && element.closest ? element.closest(selector) : null;
}

function submits(button: HTMLButtonElement): boolean {
  return button.type === 'submit' && !!button.form;
}

function isBox(field: Field): field is HTMLInputElement {
  return field.type === 'radio' || field.type === 'checkbox';
}

/** A reader's event the page cannot answer yet: React does not listen, or its root is still hydrating. */
function early(event: Event): boolean {
  return event.isTrusted && !flushed && (!reactListens(d) || rootHydrating(d));
}

d.addEventListener(
  'click',
  (event) => {
    if (!early(event)) return;
    const button = closest(event.target, 'button') as HTMLButtonElement | null;
    if (button && !submits(button) && !button.disabled && taps.indexOf(button) < 0) taps.push(button);
  },
  true,
);

function changed(event: Event): void {
  const field = event.target as Field | null;
  if (!early(event) || !field || !/^(INPUT|SELECT|TEXTAREA)$/.test(field.tagName)) return;
  for (let i = 0; i < fields.length; i++) if (fields[i].el === field) fields.splice(i, 1);
  fields.push({ el: field, value: field.value, checked: isBox(field) && field.checked });
}

/** Sets a field's value or checkedness through its prototype's setter, which React's value tracker sees. */
function put(field: Field, key: 'value' | 'checked', value: string | boolean): void {
  const property = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key);
  if (property && property.set) property.set.call(field, value);
  else (field as unknown as Record<string, unknown>)[key] = value;
}

d.addEventListener('input', changed, true);
d.addEventListener('change', changed, true);

d.addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement | null;
    if (!form || !form.hasAttribute('data-early-hold') || form.hasAttribute('data-ready')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
    for (let i = 0; i < held.length; i++) if (held[i].form === form) return;
    held.push({ form, submitter: submitter && submitter.form === form ? submitter : null });
  },
  true,
);

/** The link or button the event is on if React listens but has not hydrated it yet (its boundary is dehydrated). */
function unhydrated(event: Event): Element | null {
  const target = closest(event.target, 'a[href],button');
  return target && !hasFiber(target) && reactListens(d) ? target : null;
}

/** Taps the button again once React has hydrated it: polled every 25 ms for a second, then every 250 ms, for two minutes at most. */
function later(button: HTMLButtonElement): void {
  if (waiting.indexOf(button) >= 0) return;
  waiting.push(button);
  let polls = 0;
  const poll = () => {
    if (hasFiber(button) || !button.isConnected || ++polls > 520) {
      waiting.splice(waiting.indexOf(button), 1);
      if (button.isConnected && hasFiber(button)) button.click();
      return;
    }
    setTimeout(poll, polls < 40 ? 25 : 250);
  };
  poll();
}

/** Keeps from React's listeners an event that would make React hydrate synchronously. */
function keep(event: Event): void {
  if (!flushed && rootHydrating(d)) {
    event.stopImmediatePropagation();
    return;
  }
  const target = unhydrated(event);
  if (!target) return;
  event.stopImmediatePropagation();
  if (event.type === 'click' && target.tagName === 'BUTTON') {
    const button = target as HTMLButtonElement;
    if (!submits(button) && !button.disabled) later(button);
  }
}

const kept = DISCRETE_REPLAYABLE_EVENTS.split(' ');
for (let i = 0; i < kept.length; i++) d.addEventListener(kept[i], keep, true);

function enable(): void {
  const buttons = d.querySelectorAll<HTMLButtonElement>('[data-early-enable][disabled]');
  for (let i = 0; i < buttons.length; i++) buttons[i].disabled = false;
}

if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', enable);
else enable();

offerEarlyInput({
  flush() {
    if (flushed) return;
    flushed = true;
    const noted = fields;
    const tapped = taps;
    fields = [];
    taps = [];
    for (let i = 0; i < noted.length; i++) {
      const field = noted[i].el;
      const box = isBox(field);
      const file = field.type === 'file';
      if (!field.isConnected) continue;
      if (box) {
        if (field.checked !== noted[i].checked) put(field, 'checked', noted[i].checked);
      } else if (!file && field.value !== noted[i].value) put(field, 'value', noted[i].value);
      field.dispatchEvent(new Event(field.tagName === 'SELECT' || box || file ? 'change' : 'input', { bubbles: true }));
    }
    for (let i = 0; i < tapped.length; i++) if (tapped[i].isConnected) tapped[i].click();
  },
  ready(form) {
    for (let i = 0; i < held.length; i++) {
      if (held[i].form !== form) continue;
      const submission = held.splice(i, 1)[0];
      if (form.isConnected)
        form.requestSubmit(submission.submitter && submission.submitter.isConnected ? submission.submitter : undefined);
      return;
    }
  },
});
