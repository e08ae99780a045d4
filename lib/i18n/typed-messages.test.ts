/** @jest-environment node */
import { createTranslator, IntlErrorCode, type IntlError } from 'next-intl';
import en from '@/messages/en.json';
import type { GroupIn, KeyIn, PlainKeyIn, Translator } from './index';
import { isGroupIn, isKeyIn, isPlainKeyIn } from './server';

/**
 * The typed catalogue (docs/architecture.md, "Typed messages"). Each `@ts-expect-error` below is an
 * error `npm run typecheck` must find: were the typing lost (no AppConfig, or en.json read without its
 * declaration, so texts widen to string), the directive would be unused and the typecheck would fail.
 * The same calls are also run, to show what each mistake does when it is not caught: the key or the raw
 * text comes out.
 */

function translatorWithErrors() {
  const errors: IntlError[] = [];
  const t: Translator = createTranslator({ locale: 'en', messages: en, onError: (error) => errors.push(error) });
  return { t, errors };
}

describe('typed messages', () => {
  it('a key the catalogue lacks fails the typecheck, and shows as the key itself', () => {
    const { t, errors } = translatorWithErrors();
    // @ts-expect-error: no such key.
    expect(t('Nope.nothing')).toBe('Nope.nothing');
    // @ts-expect-error: a group of texts, not a text.
    expect(t('Activity')).toBe('Activity');
    expect(errors.map((error) => error.code)).toEqual([IntlErrorCode.MISSING_MESSAGE, IntlErrorCode.INSUFFICIENT_PATH]);
  });

  it('a text called without one of its {arguments}, or with a number for a plain one, fails the typecheck', () => {
    const { t, errors } = translatorWithErrors();
    // @ts-expect-error: "Cover of {name}" needs its name.
    expect(t('Activity.image')).toBe('Cover of {name}');
    // @ts-expect-error: the name is missing, another argument given instead.
    expect(t('Activity.image', { title: 'Q3' })).toBe('Activity.image');
    expect(errors.map((error) => error.code)).toEqual([IntlErrorCode.FORMATTING_ERROR]);
    // @ts-expect-error: {days} is a plain argument: a text, as next-intl types it.
    t('Workspace.reading.daily', { days: 30 });
    expect(t('Activity.image', { name: 'Q3 2025' })).toBe('Cover of Q3 2025');
    expect(t('Activity.presentation')).toBe('Presentation');
  });

  it('a namespace the catalogue lacks fails the typecheck', () => {
    // @ts-expect-error: no such namespace.
    createTranslator({ locale: 'en', messages: en, namespace: 'Nope' });
    expect(createTranslator({ locale: 'en', messages: en, namespace: 'Workspace.item.states' })('draft')).toBe('Draft');
  });

  it('types the names of a group: its texts, those without arguments, its groups', () => {
    const state: KeyIn<'Workspace.item.states'> = 'withdrawal-requested';
    // @ts-expect-error: not a state the catalogue names.
    const unknownState: KeyIn<'Workspace.item.states'> = 'archived';
    const plainHint: PlainKeyIn<'Workspace.itemForm.hints'> = 'date';
    // @ts-expect-error: "integer" takes {min} and {max}.
    const hintWithArguments: PlainKeyIn<'Workspace.itemForm.hints'> = 'integer';
    const group: GroupIn<'Workspace.item'> = 'states';
    // @ts-expect-error: a text of Workspace.item, not a group.
    const text: GroupIn<'Workspace.item'> = 'done';
    expect([state, unknownState, plainHint, hintWithArguments, group, text]).toHaveLength(6);
  });
});

describe('checking a name from data against the catalogue', () => {
  it('isKeyIn: a text directly in the group, never a group, an inherited name or a deeper path', () => {
    expect(isKeyIn('Workspace.item.states', 'draft')).toBe(true);
    expect(isKeyIn('Workspace.item.states', 'archived')).toBe(false);
    expect(isKeyIn('Workspace.item', 'states')).toBe(false);
    expect(isKeyIn('Workspace.item.states', 'constructor')).toBe(false);
    expect(isKeyIn('Workspace.item.states', 'toString')).toBe(false);
    expect(isKeyIn('Workspace.item', 'states.draft')).toBe(false);
  });

  it('isPlainKeyIn: only a text without {arguments}', () => {
    expect(isPlainKeyIn('Workspace.itemForm.hints', 'date')).toBe(true);
    expect(isPlainKeyIn('Workspace.itemForm.hints', 'integer')).toBe(false);
    expect(isPlainKeyIn('Workspace.itemForm.hints', 'nope')).toBe(false);
  });

  it('isGroupIn: only a group of texts', () => {
    expect(isGroupIn('Workspace.item', 'states')).toBe(true);
    expect(isGroupIn('Workspace.item', 'done')).toBe(false);
    expect(isGroupIn('Workspace.itemForm.tableImport.kinds', 'dividends')).toBe(true);
    expect(isGroupIn('Workspace.itemForm.tableImport.kinds', 'majorShareholders')).toBe(false);
  });

  it('narrows the name, so the translator takes it without a cast', () => {
    const { t } = translatorWithErrors();
    const fromUrl: string = 'withdrawn';
    expect(isKeyIn('Workspace.item.states', fromUrl) ? t(`Workspace.item.states.${fromUrl}`) : fromUrl).toBe(
      'Withdrawn',
    );
  });
});
