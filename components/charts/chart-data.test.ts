import { CHART_COLORS, fillKey, slicePercents, toBarRows } from './chart-data';

describe('toBarRows', () => {
  const data = [
    { label: '2022', values: { income: 12000, profit: 1100 } },
    { label: '2023', values: { income: 13000, profit: null } },
    { label: '2024', values: { income: 14000, profit: 1500 } },
  ];

  it('colours the latest bar orange and the others dark grey', () => {
    const rows = toBarRows(data, [{ key: 'income', label: 'Income' }]);
    expect(rows.map((row) => row[fillKey('income')])).toEqual([CHART_COLORS.bar, CHART_COLORS.bar, CHART_COLORS.latest]);
    expect(rows[2]).toMatchObject({ label: '2024', income: 14000 });
  });

  it('keeps every series of a grouped chart, with its own colours and missing values as null', () => {
    const rows = toBarRows(data, [
      { key: 'income', label: 'Income' },
      { key: 'profit', label: 'Profit', color: '#999', latestColor: '#f90' },
    ]);
    expect(rows[1]).toEqual({
      label: '2023',
      income: 13000,
      profit: null,
      [fillKey('income')]: CHART_COLORS.bar,
      [fillKey('profit')]: '#999',
    });
    expect(rows[2][fillKey('profit')]).toBe('#f90');
  });

  it('leaves every bar grey when the latest is not highlighted', () => {
    const rows = toBarRows(data, [{ key: 'income', label: 'Income' }], false);
    expect(new Set(rows.map((row) => row[fillKey('income')]))).toEqual(new Set([CHART_COLORS.bar]));
  });

  it('returns no rows for no data', () => {
    expect(toBarRows([], [{ key: 'income', label: 'Income' }])).toEqual([]);
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
