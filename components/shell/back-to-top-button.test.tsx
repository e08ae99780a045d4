import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTopButton } from './back-to-top-button';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('BackToTopButton', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  });

  it('appears only past 300 px of scroll', () => {
    render(<BackToTopButton label="Back to top" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('scrolls to the top and moves focus there', () => {
    render(
      <>
        <div id="top" tabIndex={-1} />
        <BackToTopButton label="Back to top" />
      </>,
    );
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.getElementById('top')).toHaveFocus();
  });
});
