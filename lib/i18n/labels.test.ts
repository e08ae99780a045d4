import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { fillTemplate, labelsOf } from './labels';

describe('labelsOf', () => {
  it('translates each key into the label of the same name', () => {
    const t = (key: string) => `«${key}»`;
    expect(labelsOf(t, ['open', 'close'])).toEqual({ open: '«open»', close: '«close»' });
    expect(labelsOf(t, [])).toEqual({});
  });
});

describe('fillTemplate', () => {
  it('fills {name} arguments as next-intl does for a message without plural or select', () => {
    const values = {
      commission: '0.157',
      minimum: '0.00',
      trading: '0.005',
      clearing: '0.001',
      regulator: '0.001',
      vat: '7',
      breakEven: '2.36',
    };
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'StockPrice.calculator' });
    expect(fillTemplate(t.raw('note') as string, values)).toBe(t('note', values));
  });

  it('leaves an argument not given as written and fills the same argument twice', () => {
    expect(fillTemplate('{a} and {b} and {a}', { a: '1' })).toBe('1 and {b} and 1');
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
