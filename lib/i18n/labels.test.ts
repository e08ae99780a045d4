import { labelsOf } from './labels';

describe('labelsOf', () => {
  it('translates each key into the label of the same name', () => {
    const t = (key: string) => `«${key}»`;
    expect(labelsOf(t, ['open', 'close'])).toEqual({ open: '«open»', close: '«close»' });
    expect(labelsOf(t, [])).toEqual({});
  });
});
