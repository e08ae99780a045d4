/** @jest-environment node */
import { carriesToken } from './token-url.mjs';

describe('carriesToken', () => {
  it.each([
    '/receiveemails/preferences?token=1.abc',
    '/en/receiveemails/confirm?x=1&token=abc',
    '/receiveemails/preferences?TOKEN=1.abc',
    '/receiveemails/preferences?Token=1.abc',
    '/receiveemails/preferences?tOkEn=1.abc',
    '/receiveemails/preferences?%74oken=1.abc',
    '/receiveemails/preferences?%74%6F%6B%65%6E=1.abc',
    '/receiveemails/preferences?%54OKEN=1.abc',
    // Encoded twice, as a link passed through one more redirect or mail program may be.
    '/receiveemails/preferences?%2574oken=1.abc',
    '/receiveemails/preferences?token',
    '/receiveemails/preferences?token=',
    '/receiveemails/preferences?a=1&&token=2',
    '/receiveemails/preferences?token=1&_rsc=abc',
    '/receiveemails/preferences?token+=1',
    '/?token=1#section',
  ])('%s carries a token', (url) => {
    expect(carriesToken(url)).toBe(true);
  });

  it.each([
    undefined,
    '',
    '/',
    '/receiveemails/preferences',
    '/token',
    '/token?x=1',
    '/x?tokens=1',
    '/x?my_token=1',
    '/x?q=token',
    '/x?q=token&page=2',
    '/x?%zz=1&%7=2',
  ])('%s carries none', (url) => {
    expect(carriesToken(url)).toBe(false);
  });
});
