import { firstParam, toInteger } from '@/lib/site/search-params';

describe('firstParam', () => {
  it('takes the first of repeated parameters', () => {
    expect(firstParam(['2024', '2023'])).toBe('2024');
    expect(firstParam('2024')).toBe('2024');
    expect(firstParam(undefined)).toBeUndefined();
    expect(firstParam([])).toBeUndefined();
  });
});

describe('toInteger', () => {
  it('reads integers and strings of digits', () => {
    expect(toInteger(3)).toBe(3);
    expect(toInteger(' 2024 ')).toBe(2024);
    expect(toInteger('-1')).toBe(-1);
  });

  it('rejects anything else', () => {
    for (const raw of ['', '2.5', '3a', 'abc', '1e3', null, undefined]) expect(toInteger(raw)).toBeNull();
    expect(toInteger(2.5)).toBeNull();
    expect(toInteger(Number.NaN)).toBeNull();
    expect(toInteger('99999999999999999999')).toBeNull();
  });
});
