import { act, fireEvent, render, screen } from '@testing-library/react';
import { PriceRangeChart } from './price-range-chart';

/** Resolves after the next animation frame and the task after it: when the new range is drawn. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const points = [
  ['2025-01-02', 2.4],
  ['2025-01-03', 2.5],
  ['2025-02-03', 2.6],
] as const;

function renderChart() {
  return render(
    <PriceRangeChart
      title="Price"
      rangeLabel="Range"
      categoryLabel="Date"
      valueLabel="Price (baht)"
      noIntraday="No intraday prices"
      factsTemplate="From {first} on {firstDate} to {last} on {lastDate}"
      ranges={[
        { id: 'search', label: 'Searched' },
        { id: '1h', label: '1h' },
        { id: 'All', label: 'All' },
      ]}
      searched={{ from: '2025-01-02', to: '2025-01-03' }}
      today="2025-02-03"
      points={points}
      locale="en"
    />,
  );
}

describe('PriceRangeChart', () => {
  it('presses the tapped range at once and draws it after the next paint', async () => {
    renderChart();
    expect(screen.getByTestId('price-chart-facts')).toHaveTextContent('From 2.40 on');
    fireEvent.click(screen.getByRole('button', { name: '1h' }));
    expect(screen.getByRole('button', { name: '1h' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Searched' })).toHaveAttribute('aria-pressed', 'false');
    // Inside the tap, the former range is still drawn.
    expect(screen.getByTestId('price-chart-facts')).toBeInTheDocument();
    expect(screen.queryByTestId('price-chart-note')).toBeNull();
    await act(afterPaint);
    expect(screen.getByTestId('price-chart-note')).toHaveTextContent('No intraday prices');
  });

  it('draws the last range tapped when taps come faster than frames', async () => {
    const { container } = renderChart();
    fireEvent.click(screen.getByRole('button', { name: '1h' }));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await act(afterPaint);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('price-chart-note')).toBeNull();
    expect(screen.getByTestId('price-chart-facts')).toHaveTextContent('to 2.60 on');
    expect(screen.getByRole('table', { name: 'Price (All)' })).toBeInTheDocument();
    expect(container.querySelector('path[data-line]')?.getAttribute('d')).toMatch(/^M0,\d+(\.\d+)?L500,/);
  });
});
