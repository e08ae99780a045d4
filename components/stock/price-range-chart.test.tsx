import { act, fireEvent, render, screen } from '@testing-library/react';
import { PriceRangeChart } from './price-range-chart';

// Each render of the line: its title, and which range button the page showed pressed at that moment.
const lineRenders: { title: string; pressedInPage: string | null }[] = [];

jest.mock('@/components/charts', () => ({
  LineChart: ({ title, points }: { title: string; points: readonly { label: string; value: number | null }[] }) => {
    lineRenders.push({ title, pressedInPage: document.querySelector('[aria-pressed="true"]')?.textContent ?? null });
    return <p data-testid="line">{`${title}: ${points.length} points`}</p>;
  },
}));

// Every day of November 2026: the searched range is its last week, 1M the whole month.
const points = Array.from({ length: 30 }, (_, index) => [`2026-11-${String(index + 1).padStart(2, '0')}`, 2 + index / 100] as const);

function renderChart() {
  return render(
    <PriceRangeChart
      title="Price"
      rangeLabel="Range"
      categoryLabel="Date"
      valueLabel="Price (baht)"
      noIntraday="No intraday prices."
      factsTemplate="From {first} to {last}."
      ranges={[
        { id: 'search', label: 'Searched' },
        { id: '1D', label: '1 day' },
        { id: '1M', label: '1 month' },
      ]}
      searched={{ from: '2026-11-24', to: '2026-11-30' }}
      today="2026-11-30"
      points={points}
      locale="en"
    />,
  );
}

describe('PriceRangeChart', () => {
  beforeEach(() => {
    lineRenders.length = 0;
  });

  it('draws the tapped range, and a note for a range without daily prices', async () => {
    renderChart();
    expect(screen.getByTestId('line')).toHaveTextContent('Price (Searched): 7 points');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '1 month' })));
    expect(screen.getByRole('button', { name: '1 month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('line')).toHaveTextContent('Price (1 month): 30 points');
    expect(screen.getByTestId('price-chart-facts')).toHaveTextContent('From 2.00 to 2.29.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '1 day' })));
    expect(screen.getByTestId('price-chart-note')).toHaveTextContent('No intraday prices.');
    expect(screen.queryByTestId('line')).toBeNull();
  });

  it('marks the tapped button before it draws the line, and draws only the new range', async () => {
    renderChart();
    expect(lineRenders).toEqual([{ title: 'Price (Searched)', pressedInPage: null }]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '1 month' })));
    // The button's state was committed (on the screen) before the line of the new range rendered, and
    // the tap's own render did not draw the old line again.
    expect(lineRenders.slice(1)).toEqual([{ title: 'Price (1 month)', pressedInPage: '1 month' }]);
  });
});
