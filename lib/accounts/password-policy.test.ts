/** @jest-environment node */
import { passwordProblem } from './password-policy';

const person = { name: 'Somchai Jaidee', email: 'somchai.j@example.com' };

describe('passwordProblem', () => {
  it('refuses fewer than 12 characters and well-known passwords of any length', () => {
    expect(passwordProblem('short-pass1')).toBe('too-short');
    expect(passwordProblem('password1234')).toBe('common');
    expect(passwordProblem('Qwerty123456')).toBe('common');
    expect(passwordProblem('x'.repeat(300))).toBe('too-long');
  });

  it('refuses twelve characters that are easy to guess, saying why', () => {
    expect(passwordProblem('aaaaaaaaaaaa', person)).toBe('pattern');
    expect(passwordProblem(' '.repeat(12), person)).toBe('pattern');
    expect(passwordProblem('qwertyuiopas', person)).toBe('common');
    expect(passwordProblem('กขคงจฉชซฌญฎฏ', person)).toBe('pattern');
    expect(passwordProblem('1qaz2wsx3edc', person)).toBe('common');
  });

  it("refuses the person's own e-mail address and name", () => {
    expect(passwordProblem('somchai.j@example.com', person)).toBe('personal');
    expect(passwordProblem('Somchai.J@Example.com', person)).toBe('personal');
    expect(passwordProblem('somchaijaidee1', person)).toBe('personal');
    // The same text is not personal for someone else.
    expect(passwordProblem('somchaijaidee1')).toBeNull();
  });

  it('accepts a long uncommon password or passphrase, without composition rules, counting Thai characters as characters', () => {
    expect(passwordProblem('lantern-orbit-93-kettle', person)).toBeNull();
    expect(passwordProblem('correct horse battery', person)).toBeNull();
    expect(passwordProblem('ฟ้าใสริมทะเลสาบ', person)).toBeNull();
  });
});
