/** @jest-environment node */
import { runKind } from './report';

describe('runKind', () => {
  it('names a part run alone and says it ran no Lighthouse, never "full run"', () => {
    const text = runKind({ quick: false, only: 'prices' });
    expect(text).toBe('only the part `prices` (`npm run bench -- --only=prices`), no Lighthouse');
    expect(text).not.toContain('full run');
  });
  it('says which pages a part with Lighthouse pages of its own audited', () => {
    expect(runKind({ quick: false, only: 'results' })).toBe(
      'only the part `results` (`npm run bench -- --only=results`), Lighthouse of its pages only',
    );
    expect(runKind({ quick: false, only: 'lighthouse13' })).toBe(
      'only the part `lighthouse13` (`npm run bench -- --only=lighthouse13`), Lighthouse 13 only',
    );
  });
  it('tells a full run from a quick one (which the budgets do not accept)', () => {
    expect(runKind({ quick: false, only: null })).toBe('full run');
    expect(runKind({ quick: false })).toBe('full run');
    expect(runKind({ quick: true, only: null })).toMatch(/^\*\*quick run/);
  });
});
