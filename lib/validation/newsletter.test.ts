/** @jest-environment node */
import { subscribeSchema, unsubscribeSchema } from './newsletter';

const valid = { fullName: 'Malee Srisuk', email: 'malee@example.com', country: 'Thailand', occupation: 'Investor', jobTitle: 'Analyst', industry: 'Finance' };

describe('subscribeSchema and unsubscribeSchema (SPEC §5)', () => {
  it('accepts a complete sign-up, trimmed', async () => {
    await expect(subscribeSchema.validate({ ...valid, email: ' malee@example.com ' })).resolves.toMatchObject({ email: 'malee@example.com' });
  });

  it.each(['malee', 'malee@example', '@example.com', 'malee@.com', 'ma lee@example.com', 'malee@example.'])('refuses e-mail %s', async (email) => {
    await expect(subscribeSchema.validate({ ...valid, email })).rejects.toThrow('receiveEmails.form.error.email');
    await expect(unsubscribeSchema.validate({ email })).rejects.toThrow('receiveEmails.form.error.email');
  });

  it.each(Object.keys(valid))('requires %s', async (field) => {
    await expect(subscribeSchema.validate({ ...valid, [field]: ' ' })).rejects.toThrow(`receiveEmails.form.error.${field}`);
  });

  it('messages exist in both catalogues', async () => {
    const en = (await import('@/messages/en.json')).default as { receiveEmails: { form: { error: Record<string, string> } } };
    const th = (await import('@/messages/th.json')).default as typeof en;
    for (const field of Object.keys(valid)) {
      expect(en.receiveEmails.form.error[field]).toEqual(expect.any(String));
      expect(th.receiveEmails.form.error[field]).toEqual(expect.any(String));
    }
  });

  it.each(['x<victim@evil.test>', 'a,b@example.com', 'g:x@example.com;', 'x@example.com>,<root'])('refuses %s, not one plain address (issue 22)', async (email) => {
    await expect(subscribeSchema.validate({ ...valid, email })).rejects.toThrow('receiveEmails.form.error.email');
    await expect(unsubscribeSchema.validate({ email })).rejects.toThrow('receiveEmails.form.error.email');
  });

  it('normalizes the address: trimmed, domain lower-case (issue 22)', async () => {
    await expect(unsubscribeSchema.validate({ email: '  Malee@EXAMPLE.Com ' })).resolves.toEqual({ email: 'Malee@example.com' });
  });

  it.each(['fullName', 'country', 'occupation', 'jobTitle', 'industry'])('bounds %s to 100 characters (issue 22)', async (field) => {
    await expect(subscribeSchema.validate({ ...valid, [field]: 'a'.repeat(100) })).resolves.toBeTruthy();
    await expect(subscribeSchema.validate({ ...valid, [field]: 'a'.repeat(101) })).rejects.toThrow('receiveEmails.form.tooLong#100');
  });

  it('bounds the e-mail to 254 characters (issue 22)', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
    expect(email).toHaveLength(255);
    await expect(unsubscribeSchema.validate({ email })).rejects.toThrow('receiveEmails.form.tooLong#254');
  });

  it.each([['a@b.co'], {}, 5, true])('refuses the non-string %j without throwing anything but a validation error (issue 22)', async (email) => {
    await expect(unsubscribeSchema.validate({ email })).rejects.toThrow('receiveEmails.form.error.email');
  });

  it('refuses a name of invisible characters or with a bidi override (issue 22)', async () => {
    await expect(subscribeSchema.validate({ ...valid, fullName: '\u200b\u3164' })).rejects.toThrow('receiveEmails.form.error.fullName');
    await expect(subscribeSchema.validate({ ...valid, country: 'Thai\u202eland' })).rejects.toThrow('receiveEmails.form.error.country');
  });
});

