import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormShell } from './form-views';

/** Holds the animation frames: what the shell leaves for after the next paint waits for `paint()`. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  return {
    paint: async () => {
      act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    },
  };
}

afterEach(() => jest.restoreAllMocks());

it('starts the validation download after the first press or focus has painted, once', async () => {
  const onInteract = jest.fn();
  const frames = holdFrames();
  render(
    <FormShell behaviour={{ onInteract, ready: true, busy: false }} submitLabel="Send">
      <input aria-label="Name" />
    </FormShell>,
  );

  fireEvent.pointerDown(screen.getByRole('button', { name: 'Send' }));
  fireEvent.focus(screen.getByRole('textbox', { name: 'Name' }));
  expect(onInteract).not.toHaveBeenCalled();

  await frames.paint();
  expect(onInteract).toHaveBeenCalledTimes(1);
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Send' }));
  await frames.paint();
  expect(onInteract).toHaveBeenCalledTimes(1);
});

it('disables the button at once and submits after the next paint, once until the submit is over', async () => {
  let finish: () => void = () => {};
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const frames = holdFrames();
  render(
    <FormShell behaviour={{ onSubmit, ready: true, busy: false }} submitLabel="Send">
      <input aria-label="Name" />
    </FormShell>,
  );
  const button = screen.getByRole('button', { name: 'Send' });
  const form = button.closest('form')!;

  expect(fireEvent.submit(form)).toBe(false); // the browser's own submission is prevented at once
  fireEvent.submit(form);
  expect(button).toBeDisabled();
  expect(form).toHaveAttribute('aria-busy', 'true');
  expect(onSubmit).not.toHaveBeenCalled();

  await frames.paint();
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await act(async () => finish());
  expect(button).toBeEnabled();
  expect(form).toHaveAttribute('aria-busy', 'false');

  fireEvent.submit(form);
  await frames.paint();
  expect(onSubmit).toHaveBeenCalledTimes(2);
});
