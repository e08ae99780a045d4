import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LiveTradeResult } from './live-trade-result';
import { TRADE_RESULT_LABELS, type TradeResultLabels } from './trade-result';

const labels = Object.fromEntries(TRADE_RESULT_LABELS.map((key) => [key, `«${key}»`])) as TradeResultLabels;

function renderCalculator() {
  window.history.replaceState(null, '', '/en/stockpriceinfo/calculator?mode=shares&value=1000&price=2.34');
  return render(
    <>
      <form id="calculator-form">
        <input type="radio" name="mode" value="amount" aria-label="amount" />
        <input type="radio" name="mode" value="shares" aria-label="shares" defaultChecked />
        <input name="value" aria-label="value" defaultValue="1000" />
        <input name="price" aria-label="price" defaultValue="2.34" />
        <input name="minCommission" aria-label="minimum" defaultValue="0" />
      </form>
      <LiveTradeResult
        formId="calculator-form"
        today="2026-11-23"
        latestClose={null}
        locale="en"
        labels={labels}
        noteTemplate="Break-even {breakEven} baht."
      >
        <p data-testid="server-result">as the server rendered it</p>
      </LiveTradeResult>
    </>,
  );
}

// The calculation loads on the first edit (a lazy chunk): on a busy machine that takes more than findBy's default second.
const WAIT = { timeout: 15_000 };
const evenRow = async () =>
  within(await screen.findByTestId('calculator-table', {}, WAIT))
    .findAllByRole('row', {}, WAIT)
    .then((rows) => rows.find((row) => row.getAttribute('data-ticks') === '0')!);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

jest.setTimeout(60_000);

describe('LiveTradeResult', () => {
  it('keeps the server’s result until the form is edited', () => {
    renderCalculator();
    expect(screen.getByTestId('server-result')).toBeInTheDocument();
    expect(screen.queryByTestId('calculator-table')).toBeNull();
  });

  it('follows a form edited before it ran (typed while the page hydrated)', async () => {
    window.history.replaceState(null, '', '/en/stockpriceinfo/calculator?mode=shares&value=1000&price=2.34');
    render(
      <form id="calculator-form">
        <input type="radio" name="mode" value="shares" aria-label="shares" defaultChecked />
        <input name="value" aria-label="value" defaultValue="1000" />
        <input name="price" aria-label="price" defaultValue="2.34" />
        <input name="minCommission" aria-label="minimum" defaultValue="0" />
      </form>,
    );
    // The reader's keys, before any listener: the DOM value changes, no handler sees it.
    (screen.getByLabelText('value') as HTMLInputElement).value = '2000';
    render(
      <LiveTradeResult
        formId="calculator-form"
        today="2026-11-23"
        latestClose={null}
        locale="en"
        labels={labels}
        noteTemplate="Break-even {breakEven} baht."
      >
        <p data-testid="server-result">as the server rendered it</p>
      </LiveTradeResult>,
    );
    expect(cells(await evenRow())[2]).toBe('2,000');
    expect(window.location.search).toBe('?mode=shares&value=2000&price=2.34&minCommission=0');
  });

  it('recalculates as the reader types, with the server’s figures, and puts the form in the URL', async () => {
    renderCalculator();
    fireEvent.input(screen.getByLabelText('value'), { target: { value: '2000' } });
    // 2,000 × 2.34 = 4,680.00 + 7.35 + 0.33 + 0.54 = 4,688.22; sold at 2.34: 4,680.00 − 8.22 = 4,671.78.
    expect(cells(await evenRow())).toEqual(['2.34', '2.34', '2,000', '4,688.22', '4,671.78', '-16.44', '-0.35%']);
    expect(window.location.search).toBe('?mode=shares&value=2000&price=2.34&minCommission=0');
    expect(screen.queryByTestId('server-result')).toBeNull();

    fireEvent.input(screen.getByLabelText('minimum'), { target: { value: '50' } });
    // Shares mode at 1,000 shares is the hand-worked example of lib/prices/trading-costs.test.ts; 2,000 here:
    // buy 4,680.00 + 50 + 0.33 + VAT 50.33 × 7 % = 3.5231 → 3.52 = 4,733.85.
    await waitFor(async () => expect(cells(await evenRow())[3]).toBe('4,733.85'), WAIT);
    expect(screen.getByTestId('calculator-note')).toHaveTextContent('Break-even 2.40 baht.');
  });

  it('follows the mode radio, and shows N/A for a value that is no number', async () => {
    renderCalculator();
    fireEvent.click(screen.getByLabelText('amount'));
    fireEvent.input(screen.getByLabelText('value'), { target: { value: '10000' } });
    await waitFor(async () => expect(cells(await evenRow()).slice(2, 4)).toEqual(['4,200', '9,845.25']), WAIT);
    expect(window.location.search).toBe('?mode=amount&value=10000&price=2.34&minCommission=0');
    fireEvent.input(screen.getByLabelText('value'), { target: { value: 'abc' } });
    expect(await screen.findAllByText('N/A', {}, WAIT)).not.toHaveLength(0);
  });
  it('leaves the table and the URL out of the key press itself: a transition renders them after it', async () => {
    renderCalculator();
    const replaceState = jest.spyOn(window.history, 'replaceState');
    const field = screen.getByLabelText('value') as HTMLInputElement;
    field.value = '3000';
    // As the browser sends it: outside act, so nothing React scheduled has run when it returns. React is
    // told this part is no act environment, as a browser is not: it schedules as there, without act's warning.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      field.dispatchEvent(new Event('input', { bubbles: true }));
      expect(replaceState).not.toHaveBeenCalled();
      expect(screen.getByTestId('server-result')).toBeInTheDocument();
      expect(cells(await evenRow())[2]).toBe('3,000');
      await waitFor(
        () => expect(window.location.search).toBe('?mode=shares&value=3000&price=2.34&minCommission=0'),
        WAIT,
      );
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      replaceState.mockRestore();
    }
  });
});
