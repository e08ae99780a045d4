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
});
