import { yearSelectOptions } from './year-options';

describe('yearSelectOptions', () => {
  it('keeps the Gregorian value and labels the Buddhist year in Thai', () => {
    expect(yearSelectOptions([2025, 2024], 'th')).toEqual([
      { value: 2025, label: '2568' },
      { value: 2024, label: '2567' },
    ]);
    expect(yearSelectOptions([2025], 'en')).toEqual([{ value: 2025, label: '2025' }]);
  });
});
