import { currentSection } from './current-section';

const SECTIONS = [
  '/en/admin',
  '/en/admin/items',
  '/en/admin/items?kind=quarterlyResults',
  '/en/admin/items/new',
  '/en/admin/facts',
  '/en/admin#reading-figures',
  '/en/admin/users',
];

describe('the current section of the workspace', () => {
  it('is the longest section path the page is at or under, the dashboard only at /admin itself', () => {
    expect(currentSection(SECTIONS, '/en/admin', '')).toBe('/en/admin');
    expect(currentSection(SECTIONS, '/en/admin/items/new', 'kind=pressRelease')).toBe('/en/admin/items/new');
    expect(currentSection(SECTIONS, '/en/admin/items/1234', '')).toBe('/en/admin/items');
    expect(currentSection(SECTIONS, '/en/admin/users', '')).toBe('/en/admin/users');
    // Under /admin but in no section of its own: none, not the dashboard.
    expect(currentSection(SECTIONS, '/en/admin/audit', '')).toBeUndefined();
    expect(currentSection(SECTIONS, '/en/adminx', '')).toBeUndefined();
  });

  it('is the quarterly results while the Items page is filtered to them, whatever else is filtered', () => {
    expect(currentSection(SECTIONS, '/en/admin/items', 'kind=quarterlyResults')).toBe(
      '/en/admin/items?kind=quarterlyResults',
    );
    expect(currentSection(SECTIONS, '/en/admin/items', 'state=draft&kind=quarterlyResults&page=2')).toBe(
      '/en/admin/items?kind=quarterlyResults',
    );
    expect(currentSection(SECTIONS, '/en/admin/items', 'kind=pressRelease')).toBe('/en/admin/items');
    expect(currentSection(SECTIONS, '/en/admin/items', '')).toBe('/en/admin/items');
    // An item's own page is under Items, not under a filter of it.
    expect(currentSection(SECTIONS, '/en/admin/items/1234', 'kind=quarterlyResults')).toBe('/en/admin/items');
  });

  it('never takes a place on a page for the page itself', () => {
    expect(currentSection(['/admin#reading-figures', '/admin'], '/admin', '')).toBe('/admin');
  });
});
