import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BarChart, DonutChart, LineChart } from './index';

const profit = [{ key: 'profit', label: 'Net profit' }];
const shareholders = [
  { label: 'Founder', value: 3000, color: '#e8590c' },
  { label: 'Others', value: 1000, color: '#2f3437' },
];
const points = [
  { label: '1 Nov', value: 2.4 },
  { label: '2 Nov', value: null },
  { label: '3 Nov', value: 2.6 },
];

/** A bar chart of the net profit by year, but for the props given. */
function barChart(props: Partial<ComponentProps<typeof BarChart>> = {}) {
  return <BarChart title="Net profit" locale="en" categoryLabel="Year" series={profit} data={[]} {...props} />;
}

/** The donut of the shareholders, but for the props given. */
function donutChart(props: Partial<ComponentProps<typeof DonutChart>> = {}) {
  return (
    <DonutChart
      title="Shareholders"
      locale="en"
      categoryLabel="Shareholder"
      valueLabel="Shares"
      percentLabel="Percentage"
      slices={shareholders}
      {...props}
    />
  );
}

/** The price line of three days, the second without a price, but for the props given. */
function lineChart(props: Partial<ComponentProps<typeof LineChart>> = {}) {
  return (
    <LineChart
      title="Price"
      points={points}
      locale="en"
      categoryLabel="Date"
      valueLabel="Price (baht)"
      decimals={2}
      {...props}
    />
  );
}

/** The chart's drawing as the server writes it: hidden from assistive technology. */
function serverPlot(chart: ReactElement, kind: 'bar' | 'donut' | 'line') {
  const host = document.createElement('div');
  host.innerHTML = renderToString(chart);
  const plot = host.querySelector(`[data-chart="${kind}"]`) as HTMLElement;
  expect(plot.getAttribute('aria-hidden')).toBe('true');
  return { host, plot };
}

describe('BarChart', () => {
  it('lists every value with thousands separators in a table named by the title', () => {
    render(
      barChart({
        title: 'Total income',
        unitLabel: 'Million baht',
        series: [{ key: 'income', label: 'Total income' }],
        data: [
          { label: '2023', values: { income: 13250.5 } },
          { label: '2024', values: { income: 14870 } },
        ],
      }),
    );
    const table = screen.getByRole('table', { name: 'Total income' });
    expect(within(table).getByRole('columnheader', { name: 'Total income (Million baht)' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /2024/ });
    expect(row).toHaveTextContent('14,870');
    expect(within(table).getByRole('row', { name: /2023/ })).toHaveTextContent('13,250.5');
  });

  it('shows N/A for a missing value and reserves the requested height', () => {
    const { container } = render(
      barChart({
        title: 'Grouped',
        locale: 'th',
        categoryLabel: 'ปี',
        height: 240,
        series: [
          { key: 'a', label: 'A' },
          { key: 'b', label: 'B' },
        ],
        data: [{ label: '2567', values: { a: 1000, b: null } }],
      }),
    );
    expect(screen.getByRole('row', { name: /2567/ })).toHaveTextContent(/1,000\s*N\/A/);
    const plot = container.querySelector('[aria-hidden="true"][style]') as HTMLElement;
    expect(plot.style.getPropertyValue('--chart-height')).toBe('240px');
  });
});

describe('BarChart legend', () => {
  const data = [{ label: '2567', values: { a: 1000, b: 2000 } }];

  it('names each series of a grouped chart under the plot, in the server HTML', () => {
    const series = [
      { key: 'a', label: 'Total income' },
      { key: 'b', label: 'Net profit', color: '#8b949e' },
    ];
    const { container } = render(barChart({ title: 'Grouped', series, data }));
    const items = [...container.querySelectorAll('figure > ul li')];
    expect(items.map((item) => item.textContent)).toEqual(['Total income', 'Net profit']);
    expect((items[1].firstElementChild as HTMLElement).style.background).toBe('rgb(139, 148, 158)');
  });

  it('has none for a single series', () => {
    const { container } = render(barChart({ title: 'One', series: [{ key: 'a', label: 'A' }], data }));
    expect(container.querySelector('figure > ul')).toBeNull();
  });
});

describe('DonutChart', () => {
  it('lists each slice with its value and percentage', () => {
    render(donutChart());
    const table = screen.getByRole('table', { name: 'Shareholders' });
    expect(within(table).getByRole('row', { name: /Founder/ })).toHaveTextContent(/3,000\s*75\.00%/);
    expect(within(table).getByRole('row', { name: /Others/ })).toHaveTextContent('25.00%');
  });
});

describe('BarChart drawing', () => {
  it('is in the server HTML: a labelled bar per value, ticks and categories, no client code', () => {
    const data = [
      { label: '2023', values: { profit: 1526 } },
      { label: '2024', values: { profit: 1689 } },
    ];
    const { plot } = serverPlot(barChart({ data }), 'bar');
    const bars = [...plot.querySelectorAll<HTMLElement>('[data-value]')];
    expect(bars.map((bar) => bar.textContent)).toEqual(['1,526', '1,689']);
    expect(bars.map((bar) => bar.style.height)).toEqual(['76.3%', '84.45%']);
    expect(bars[1].style.background).toBe('rgb(232, 89, 12)');
    expect(plot.textContent).toContain('2,000');
    expect(plot.textContent).toContain('2023');
  });

  it('reaches React as one node: the figure holds its drawing and table as static markup', () => {
    const data = [{ label: '2024', values: { profit: 1689 } }];
    const element = BarChart({ title: 'Net profit', locale: 'en', categoryLabel: 'Year', series: profit, data });
    const props = element.props as { children?: unknown; dangerouslySetInnerHTML?: { __html: string } };
    expect(element.type).toBe('figure');
    expect(props.children).toBeUndefined();
    expect(props.dangerouslySetInnerHTML?.__html).toContain('data-chart="bar"');
    expect(props.dangerouslySetInnerHTML?.__html).toContain('<caption>Net profit</caption>');
  });

  it('escapes the labels it is given', () => {
    const { plot } = serverPlot(barChart({ data: [{ label: '<b>2024</b>', values: { profit: 1 } }] }), 'bar');
    expect(plot.querySelector('b')).toBeNull();
    expect(plot.textContent).toContain('<b>2024</b>');
  });

  it('labels a missing value N/A without a bar', () => {
    const { container } = render(barChart({ title: 'Profit', data: [{ label: '2024', values: { profit: null } }] }));
    const bar = container.querySelector('[data-chart="bar"] [style*="height"]') as HTMLElement;
    expect(bar.style.height).toBe('0%');
    expect(bar.textContent).toBe('N/A');
  });
});

describe('DonutChart drawing', () => {
  it('draws a sector per slice in the server HTML, each named in its tooltip', () => {
    const { host, plot } = serverPlot(donutChart({ decimals: 0 }), 'donut');
    const sectors = [...plot.querySelectorAll('path')];
    expect(sectors.map((sector) => sector.getAttribute('fill'))).toEqual(['#e8590c', '#2f3437']);
    expect(sectors.map((sector) => sector.querySelector('title')?.textContent)).toEqual([
      'Founder: 3,000 (75.00%)',
      'Others: 1,000 (25.00%)',
    ]);
    expect(host.querySelector('figure > ul')).toBeNull();
  });
});

describe('LineChart', () => {
  it('draws its line and area in the server HTML, hidden from assistive technology, with its date labels', () => {
    const { plot } = serverPlot(lineChart({ height: 240 }), 'line');
    expect(plot.style.getPropertyValue('--chart-height')).toBe('240px');
    expect(plot.querySelector('path[data-line]')?.getAttribute('d')).toBe('M0,1000L1000,0');
    expect([...plot.querySelectorAll('[class*="yTick"]')].map((tick) => tick.textContent)).toEqual([
      '2.40',
      '2.45',
      '2.50',
      '2.55',
      '2.60',
    ]);
    expect([...plot.querySelectorAll('[class*="lineAxis"] > span')].map((label) => label.textContent)).toEqual([
      '1 Nov',
      '2 Nov',
      '3 Nov',
    ]);
  });

  it('lists every point, N/A for a missing one, in a table named by the title', () => {
    render(lineChart());
    const table = screen.getByRole('table', { name: 'Price' });
    expect(within(table).getByRole('row', { name: /1 Nov/ })).toHaveTextContent('2.40');
    expect(within(table).getByRole('row', { name: /2 Nov/ })).toHaveTextContent('N/A');
  });

  it('shows the nearest point under the pointer or finger, and hides it when the mouse leaves', () => {
    // jsdom has no PointerEvent: a MouseEvent carries the pointer's clientX, and this its pointerType.
    class TestPointerEvent extends MouseEvent {
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    const saved = window.PointerEvent;
    window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
    const { container } = render(lineChart());
    const layer = container.querySelector('[class*="readoutLayer"]') as HTMLElement;
    layer.getBoundingClientRect = () => ({
      left: 100,
      width: 200,
      top: 0,
      height: 100,
      right: 300,
      bottom: 100,
      x: 100,
      y: 0,
      toJSON: () => null,
    });
    fireEvent.pointerMove(layer, { clientX: 290 });
    expect(container.querySelector('[data-readout]')).toHaveTextContent('3 Nov: 2.60');
    fireEvent.pointerMove(layer, { clientX: 110 });
    expect(container.querySelector('[data-readout]')).toHaveTextContent('1 Nov: 2.40');
    // A finger lifted keeps what it touched; a mouse leaving hides it.
    fireEvent.pointerDown(layer, { clientX: 290, pointerType: 'touch' });
    fireEvent.pointerLeave(layer, { pointerType: 'touch' });
    expect(container.querySelector('[data-readout]')).toHaveTextContent('3 Nov: 2.60');
    fireEvent.pointerLeave(layer, { pointerType: 'mouse' });
    expect(container.querySelector('[data-readout]')).toBeNull();
    window.PointerEvent = saved;
  });
});
