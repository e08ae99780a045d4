import { barLayout, CHART_COLORS, donutSectors, lineLayout, niceTicks, rangeTicks, slicePercents } from './chart-data';

describe('niceTicks', () => {
  it('covers the values from zero in round steps', () => {
    expect(niceTicks([13187.03, 13802.58, 14530.91, 1652.4])).toEqual([0, 4000, 8000, 12000, 16000]);
    expect(niceTicks([1063, 1215, 1399, 1526, 1689])).toEqual([0, 500, 1000, 1500, 2000]);
    expect(niceTicks([0.35, 0.1])).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
  });

  it('reaches below zero for a loss', () => {
    expect(niceTicks([-250, 900])).toEqual([-300, 0, 300, 600, 900]);
  });

  it('gives 0–1 for no values or only zeros', () => {
    expect(niceTicks([])).toEqual([0, 1]);
    expect(niceTicks([0, 0])).toEqual([0, 1]);
  });
});

describe('barLayout', () => {
  const data = [
    { label: '2022', values: { income: 12000, profit: 1100 } },
    { label: '2023', values: { income: 13000, profit: null } },
    { label: '2024', values: { income: 14000, profit: 1500 } },
  ];

  it('colours the latest bar orange and the others dark grey', () => {
    const { columns } = barLayout(data, [{ key: 'income', label: 'Income' }]);
    expect(columns.map((column) => column.bars[0].fill)).toEqual([
      CHART_COLORS.bar,
      CHART_COLORS.bar,
      CHART_COLORS.latest,
    ]);
    expect(columns.map((column) => column.label)).toEqual(['2022', '2023', '2024']);
  });

  it('sizes each bar in percent of the axis and places the ticks', () => {
    const layout = barLayout(data, [{ key: 'income', label: 'Income' }]);
    expect(layout.ticks).toEqual([
      { value: 0, position: 0 },
      { value: 4000, position: 25 },
      { value: 8000, position: 50 },
      { value: 12000, position: 75 },
      { value: 16000, position: 100 },
    ]);
    expect(layout.zero).toBe(0);
    expect(layout.columns[2].bars[0]).toMatchObject({ value: 14000, bottom: 0, height: 87.5, negative: false });
  });

  it('keeps every series of a grouped chart, with its own colours, and no bar for a missing value', () => {
    const { columns } = barLayout(data, [
      { key: 'income', label: 'Income' },
      { key: 'profit', label: 'Profit', color: '#999', latestColor: '#f90' },
    ]);
    expect(columns[1].bars.map((bar) => [bar.key, bar.value, bar.fill, bar.height])).toEqual([
      ['income', 13000, CHART_COLORS.bar, 81.25],
      ['profit', null, '#999', 0],
    ]);
    expect(columns[2].bars[1].fill).toBe('#f90');
  });

  it('hangs a loss below the zero line', () => {
    const layout = barLayout(
      [
        { label: 'Q1', values: { profit: -250 } },
        { label: 'Q2', values: { profit: 900 } },
      ],
      [{ key: 'profit', label: 'Profit' }],
    );
    expect(layout.zero).toBe(25);
    const loss = layout.columns[0].bars[0];
    expect(loss.negative).toBe(true);
    expect(loss.bottom).toBeCloseTo(25 - 250 / 12);
    expect(loss.bottom + loss.height).toBeCloseTo(25);
    expect(layout.columns[1].bars[0]).toMatchObject({ bottom: 25, height: 75, negative: false });
  });

  it('leaves every bar grey when the latest is not highlighted, and draws nothing for no data', () => {
    const { columns } = barLayout(data, [{ key: 'income', label: 'Income' }], false);
    expect(new Set(columns.map((column) => column.bars[0].fill))).toEqual(new Set([CHART_COLORS.bar]));
    expect(barLayout([], [{ key: 'income', label: 'Income' }]).columns).toEqual([]);
  });
});

describe('slicePercents', () => {
  it('gives each slice its share of the total', () => {
    const percents = slicePercents([
      { label: 'A', value: 1, color: '#000' },
      { label: 'B', value: 3, color: '#111' },
    ]);
    expect(percents).toEqual([25, 75]);
  });

  it('gives 0 for every slice when the total is 0', () => {
    expect(slicePercents([{ label: 'A', value: 0, color: '#000' }])).toEqual([0]);
  });
});

describe('donutSectors', () => {
  const slices = [
    { label: 'A', value: 3, color: '#000' },
    { label: 'B', value: 0, color: '#111' },
    { label: 'C', value: 1, color: '#222' },
  ];

  it("goes clockwise from 12 o'clock, each sector as large as its share, skipping empty slices", () => {
    const sectors = donutSectors(slices, 90, 60);
    expect(sectors.map((sector) => [sector.slice.label, sector.percent])).toEqual([
      ['A', 75],
      ['C', 25],
    ]);
    // A: from the top (0 -90) the long way round to 9 o'clock (-90 0), then back along the inner edge.
    expect(sectors[0].path).toBe('M0 -90A90 90 0 1 1 -90 0L-60 0A60 60 0 1 0 0 -60Z');
    // C: from 9 o'clock back to the top, a short arc.
    expect(sectors[1].path).toBe('M-90 0A90 90 0 0 1 0 -90L0 -60A60 60 0 0 0 -60 0Z');
  });

  it('draws a single slice as a full ring, and nothing for no total', () => {
    const [ring] = donutSectors([{ label: 'All', value: 5, color: '#000' }], 90, 60);
    expect(ring.path).toBe('M0 -90A90 90 0 1 1 0 90A90 90 0 1 1 0 -90M0 -60A60 60 0 1 0 0 60A60 60 0 1 0 0 -60Z');
    expect(donutSectors([{ label: 'None', value: 0, color: '#000' }], 90, 60)).toEqual([]);
  });
});

describe('rangeTicks', () => {
  it('covers a price range in round steps without reaching down to zero', () => {
    expect(rangeTicks([2.31, 2.58, 2.44])).toEqual([2.3, 2.4, 2.5, 2.6]);
    expect(rangeTicks([101, 148])).toEqual([100, 120, 140, 160]);
  });

  it('puts a step around a single value and gives an empty line 0–1', () => {
    expect(rangeTicks([2.5])).toEqual([2.3, 2.4, 2.5, 2.6, 2.7]);
    expect(rangeTicks([])).toEqual([0, 1]);
  });
});

describe('lineLayout', () => {
  it('spreads the points over the width and places each value between the lowest and highest tick', () => {
    const layout = lineLayout([2.4, 2.6, 2.5]);
    expect(layout.ticks).toEqual([
      { value: 2.4, position: 0 },
      { value: 2.45, position: 25 },
      { value: 2.5, position: 50 },
      { value: 2.55, position: 75 },
      { value: 2.6, position: 100 },
    ]);
    expect(layout.points).toEqual([
      { index: 0, x: 0, y: 0 },
      { index: 1, x: 50, y: 100 },
      { index: 2, x: 100, y: 50 },
    ]);
    // viewBox units, y from the top
    expect(layout.line).toBe('M0,1000L500,0L1000,500');
    expect(layout.area).toBe('M0,1000L500,0L1000,500L1000,1000L0,1000Z');
  });

  it('joins the neighbours of a missing value and names at most five labels, first and last included', () => {
    const layout = lineLayout([1, null, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(layout.points[1]).toEqual({ index: 1, x: 11.11, y: null });
    expect(layout.line.match(/[ML]/g)).toHaveLength(9);
    expect(layout.labels).toEqual([0, 2, 5, 7, 9]);
    // a phone shows the first, the middle and the last
    expect(layout.minorLabels).toEqual([2, 7]);
    expect(lineLayout([5, 6, 7]).labels).toEqual([0, 1, 2]);
    expect(lineLayout([5, 6, 7]).minorLabels).toEqual([]);
    expect(lineLayout([5]).labels).toEqual([0]);
  });

  it('draws nothing for a line without a known value', () => {
    const layout = lineLayout([null, null]);
    expect(layout.line).toBe('');
    expect(layout.area).toBe('');
  });
});
