import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders Node has; a component test that loads a feature's door may reach a module
// (Next's cache, through lib/backend) that makes one when it loads.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// jsdom has <dialog> without its methods: enough of them for the components' tests (focus trapping and the
// inert page are the browser's, checked in e2e/).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const closeOnEscape = (event: KeyboardEvent) => {
    const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[data-jsdom-modal]');
    const top = dialogs[dialogs.length - 1];
    if (event.key === 'Escape' && top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  };
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.setAttribute('data-jsdom-modal', '');
      document.addEventListener('keydown', closeOnEscape);
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.removeAttribute('data-jsdom-modal');
      this.dispatchEvent(new Event('close'));
    },
  });
}
