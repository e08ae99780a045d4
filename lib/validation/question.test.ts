/** @jest-environment node */
import { QUESTION_MAX_LENGTH, questionSchema } from './question';
import { fieldErrors } from './testing/field-errors';

const valid = { name: 'Somchai', email: 'somchai@Example.COM', question: 'What drove the margin?', consent: 'yes' };

const errorsOf = (value: unknown) => fieldErrors(questionSchema, value);

describe('questionSchema', () => {
  it('accepts a complete question, trimmed, the address’s domain in lower case, JSON true as consent', async () => {
    await expect(questionSchema.validate({ ...valid, name: ' Somchai ', question: ' Why?\n' })).resolves.toMatchObject({
      name: 'Somchai',
      email: 'somchai@example.com',
      question: 'Why?',
    });
    await expect(questionSchema.validate({ ...valid, consent: true })).resolves.toMatchObject({ consent: 'yes' });
  });

  it('requires every field, consent included, each with its catalogue key', async () => {
    await expect(errorsOf({})).resolves.toEqual({
      name: 'Results.questions.error.name',
      email: 'Results.questions.error.email',
      question: 'Results.questions.error.question',
      consent: 'Results.questions.error.consent',
    });
    await expect(errorsOf({ ...valid, consent: 'no' })).resolves.toEqual({
      consent: 'Results.questions.error.consent',
    });
    await expect(errorsOf({ ...valid, consent: false })).resolves.toEqual({
      consent: 'Results.questions.error.consent',
    });
  });

  it('bounds each field', async () => {
    const long = (n: number) => 'ก'.repeat(n);
    await expect(errorsOf({ ...valid, question: long(QUESTION_MAX_LENGTH.question) })).resolves.toEqual({});
    await expect(errorsOf({ ...valid, question: long(QUESTION_MAX_LENGTH.question + 1) })).resolves.toEqual({
      question: `Results.questions.tooLong#${QUESTION_MAX_LENGTH.question}`,
    });
    await expect(errorsOf({ ...valid, name: long(QUESTION_MAX_LENGTH.name + 1) })).resolves.toEqual({
      name: `Results.questions.tooLong#${QUESTION_MAX_LENGTH.name}`,
    });
  });

  it('refuses an address that is not one plain address, control characters, and what is not text', async () => {
    for (const email of ['no-at-sign', 'a,b@example.com', 'x<victim@evil.test>', 'a@b']) {
      await expect(errorsOf({ ...valid, email })).resolves.toEqual({ email: 'Results.questions.error.email' });
    }
    await expect(errorsOf({ ...valid, name: 'Som\u0000chai' })).resolves.toEqual({
      name: 'Results.questions.error.name',
    });
    await expect(errorsOf({ ...valid, question: '\u200b\u200b' })).resolves.toEqual({
      question: 'Results.questions.error.question',
    });
    await expect(errorsOf({ ...valid, question: ['a'] })).resolves.toEqual({
      question: 'Results.questions.error.question',
    });
  });
});
