import { ELECTRONIC_ADS, mediaNewsSettings, PRINT_NEWS, SET_NEWS } from './news-settings';

describe('news settings (SPEC §9)', () => {
  it('offers the spec years and defaults', () => {
    expect(SET_NEWS).toEqual({ pageSize: 10, years: [2025, 2024, 2023, 2022, 2021], defaultYear: 2025 });
    expect(PRINT_NEWS).toEqual({ pageSize: 5, years: [2024, 2023, 2022, 2021, 2020], defaultYear: 2024 });
    expect(ELECTRONIC_ADS).toEqual({ pageSize: 5, years: [2024], defaultYear: 2024 });
  });

  it('defaults press releases to the newest year that has items', () => {
    expect(mediaNewsSettings([2025, 2024, 2019])).toMatchObject({ years: [2025, 2024, 2019], defaultYear: 2025 });
  });

  it('falls back to 2019 when there are no press releases', () => {
    expect(mediaNewsSettings([])).toMatchObject({ years: [2019], defaultYear: 2019 });
  });
});
