import { act, render, screen } from '@testing-library/react';
import { useHasSize } from './use-has-size';

/** Observers that the test triggers by hand. */
let resize: () => void = () => {};
let intersect: (isIntersecting: boolean) => void = () => {};

class FakeResizeObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {}
  disconnect() {}
}

class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    intersect = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {}
}

function Probe() {
  const [ref, draw] = useHasSize<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="box">
      {draw ? 'chart' : 'waiting'}
    </div>
  );
}

function setSize(width: number, height: number) {
  const box = screen.getByTestId('box');
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: height });
}

describe('useHasSize', () => {
  beforeEach(() => {
    Object.assign(globalThis, { ResizeObserver: FakeResizeObserver, IntersectionObserver: FakeIntersectionObserver });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('draws only once the box has a size and has come near the viewport, and then stays', () => {
    render(<Probe />);
    expect(screen.getByTestId('box')).toHaveTextContent('waiting');

    setSize(320, 300);
    act(() => resize());
    expect(screen.getByTestId('box')).toHaveTextContent('waiting'); // below the fold

    act(() => intersect(true));
    expect(screen.getByTestId('box')).toHaveTextContent('chart');

    act(() => intersect(false)); // scrolled away again
    expect(screen.getByTestId('box')).toHaveTextContent('chart');
  });

  it('waits in a hidden panel even when in view', () => {
    render(<Probe />);
    setSize(0, 0);
    act(() => resize());
    act(() => intersect(true));
    expect(screen.getByTestId('box')).toHaveTextContent('waiting');
    setSize(320, 300);
    act(() => resize());
    expect(screen.getByTestId('box')).toHaveTextContent('chart');
  });

  it('draws when sized where there is no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Probe />);
    setSize(320, 300);
    act(() => resize());
    expect(screen.getByTestId('box')).toHaveTextContent('chart');
  });
});
