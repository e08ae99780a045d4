import { mergeMessages } from './merge-messages';

describe('mergeMessages', () => {
  it('keeps the override and fills what it lacks from the base', () => {
    const base = { a: 'A', nested: { b: 'B', c: 'C' } };
    const override = { a: 'ก', nested: { b: 'ข' } };
    expect(mergeMessages(base, override)).toEqual({ a: 'ก', nested: { b: 'ข', c: 'C' } });
  });

  it('does not change its inputs', () => {
    const base = { nested: { b: 'B' } };
    mergeMessages(base, { nested: { b: 'x' } });
    expect(base.nested.b).toBe('B');
  });
});
