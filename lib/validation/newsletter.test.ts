/** @jest-environment node */
import { subscribeSchema, unsubscribeSchema } from './newsletter';

const valid = {
  fullName: 'Malee Srisuk',
  email: 'malee@example.com',
  country: 'Thailand',
  occupation: 'Investor',
  jobTitle: 'Analyst',
  industry: 'Finance',
  consent: 'yes',
  categories: 'announcements,news,documents,calendar',
  lang: 'en',
};

describe('the alert fields of a sign-up', () => {
  it('takes the categories as text or as the form list, stored in one order', async () => {
    await expect(subscribeSchema.validate({ ...valid, categories: 'calendar, announcements' })).resolves.toMatchObject({
      categories: 'announcements,calendar',
    });
    await expect(subscribeSchema.validate({ ...valid, categories: ['news', 'documents'] })).resolves.toMatchObject({
      categories: 'news,documents',
    });
  });

  it.each([
    [''],
    ['weather'],
    ['news,news'],
    [[]],
    [['news', 3]],
    [{ news: true }],
    ['news,documents,calendar,announcements,news'],
  ])('refuses the categories %j', async (categories) => {
    await expect(subscribeSchema.validate({ ...valid, categories })).rejects.toThrow(
      'ReceiveEmails.form.error.categories',
    );
  });

  it.each([[false], ['no'], [undefined], [1], ['true']])(
    'refuses the consent %j: only a ticked box counts',
    async (consent) => {
      await expect(subscribeSchema.validate({ ...valid, consent })).rejects.toThrow('ReceiveEmails.form.error.consent');
    },
  );

  it("takes JSON true (an API client's ticked box) as consent, as well as the form's value", async () => {
    await expect(subscribeSchema.validate({ ...valid, consent: true })).resolves.toMatchObject({ consent: 'yes' });
    await expect(subscribeSchema.validate({ ...valid, consent: 'yes' })).resolves.toMatchObject({ consent: 'yes' });
  });

  it('takes every category when none are sent, as the form ticks them by default', async () => {
    await expect(subscribeSchema.validate({ ...valid, categories: undefined })).resolves.toMatchObject({
      categories: 'announcements,news,documents,calendar,dividends',
    });
  });

  it('takes the alert language th or en, Thai when absent', async () => {
    await expect(subscribeSchema.validate({ ...valid, lang: 'fr' })).rejects.toThrow('ReceiveEmails.form.error.lang');
    await expect(subscribeSchema.validate({ ...valid, lang: undefined })).resolves.toMatchObject({ lang: 'th' });
  });
});

describe('subscribeSchema and unsubscribeSchema', () => {
  it('accepts a complete sign-up, trimmed', async () => {
    await expect(subscribeSchema.validate({ ...valid, email: ' malee@example.com ' })).resolves.toMatchObject({
      email: 'malee@example.com',
    });
  });

  it.each(['malee', 'malee@example', '@example.com', 'malee@.com', 'ma lee@example.com', 'malee@example.'])(
    'refuses e-mail %s',
    async (email) => {
      await expect(subscribeSchema.validate({ ...valid, email })).rejects.toThrow('ReceiveEmails.form.error.email');
      await expect(unsubscribeSchema.validate({ email })).rejects.toThrow('ReceiveEmails.form.error.email');
    },
  );

  it.each(Object.keys(valid))('requires %s', async (field) => {
    await expect(subscribeSchema.validate({ ...valid, [field]: ' ' })).rejects.toThrow(
      `ReceiveEmails.form.error.${field}`,
    );
  });

  it('messages exist in both catalogues', async () => {
    const en = (await import('@/messages/en.json')).default as {
      ReceiveEmails: { form: { error: Record<string, string> } };
    };
    const th = (await import('@/messages/th.json')).default as typeof en;
    for (const field of Object.keys(valid)) {
      expect(en.ReceiveEmails.form.error[field]).toEqual(expect.any(String));
      expect(th.ReceiveEmails.form.error[field]).toEqual(expect.any(String));
    }
  });

  it.each(['x<victim@evil.test>', 'a,b@example.com', 'g:x@example.com;', 'x@example.com>,<root'])(
    'refuses %s, not one plain address',
    async (email) => {
      await expect(subscribeSchema.validate({ ...valid, email })).rejects.toThrow('ReceiveEmails.form.error.email');
      await expect(unsubscribeSchema.validate({ email })).rejects.toThrow('ReceiveEmails.form.error.email');
    },
  );

  it('normalizes the address: trimmed, domain lower-case', async () => {
    await expect(unsubscribeSchema.validate({ email: '  Malee@EXAMPLE.Com ' })).resolves.toEqual({
      email: 'Malee@example.com',
    });
  });

  it.each(['fullName', 'country', 'occupation', 'jobTitle', 'industry'])(
    'bounds %s to 100 characters',
    async (field) => {
      await expect(subscribeSchema.validate({ ...valid, [field]: 'a'.repeat(100) })).resolves.toBeTruthy();
      await expect(subscribeSchema.validate({ ...valid, [field]: 'a'.repeat(101) })).rejects.toThrow(
        'ReceiveEmails.form.tooLong#100',
      );
    },
  );

  it('bounds the e-mail to 254 characters', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
    expect(email).toHaveLength(255);
    await expect(unsubscribeSchema.validate({ email })).rejects.toThrow('ReceiveEmails.form.tooLong#254');
  });

  it.each([['a@b.co'], {}, 5, true])(
    'refuses the non-string %j without throwing anything but a validation error',
    async (email) => {
      await expect(unsubscribeSchema.validate({ email })).rejects.toThrow('ReceiveEmails.form.error.email');
    },
  );

  it('refuses a name of invisible characters or with a bidi override', async () => {
    await expect(subscribeSchema.validate({ ...valid, fullName: '\u200b\u3164' })).rejects.toThrow(
      'ReceiveEmails.form.error.fullName',
    );
    await expect(subscribeSchema.validate({ ...valid, country: 'Thai\u202eland' })).rejects.toThrow(
      'ReceiveEmails.form.error.country',
    );
  });
});
