/** @jest-environment node */
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('refuses fewer than 12 characters and well-known passwords of any length', () => {
    expect(passwordProblem('short-pass1')).toBe('too-short');
    expect(passwordProblem('password1234')).toBe('common');
    expect(passwordProblem('Qwerty123456')).toBe('common');
    expect(passwordProblem('x'.repeat(300))).toBe('too-long');
  });

  it('accepts a long uncommon password, counting Thai characters as characters', () => {
    expect(passwordProblem('lantern-orbit-93-kettle')).toBeNull();
    expect(passwordProblem('กขคงจฉชซฌญฎฏ')).toBeNull();
  });
});
