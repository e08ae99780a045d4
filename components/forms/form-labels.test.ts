/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { CONTACT_ERROR_KEYS } from '@/lib/validation/contact';
import { NEWSLETTER_ERROR_KEYS } from '@/lib/validation/newsletter';
import { MAX_LENGTH } from '@/lib/validation/text-rules';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { contactFormLabels, newsletterFormLabels, unsubscribeLabels, type Translate } from './form-labels';

const catalogues = { en, th } as const;

describe.each(['en', 'th'] as const)('form labels (%s)', (locale) => {
  const messages = catalogues[locale];
  // A missing message would come back as its key; fail instead.
  const t: Translate = createTranslator({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
  // The catalogue's "at most {max} characters", formatted in this language.
  const atMost = (key: 'Information.form.tooLong' | 'ReceiveEmails.form.tooLong', max: number) => t(key, { max });

  it('hand the contact form its catalogue texts, and a text for every error key the schema reports', () => {
    const { errors, ...texts } = contactFormLabels(t);
    const { error, tooLong, ...form } = messages.Information.form;
    expect(texts).toEqual(form);
    expect(errors).toEqual({
      ...Object.fromEntries(
        Object.entries(CONTACT_ERROR_KEYS).map(([field, key]) => [key, error[field as keyof typeof error]]),
      ),
      // One text per length limit of the form (names 100, address 300, message 5000), with the limit in it.
      [`Information.form.tooLong#${MAX_LENGTH.name}`]: atMost('Information.form.tooLong', 100),
      [`Information.form.tooLong#${MAX_LENGTH.address}`]: atMost('Information.form.tooLong', 300),
      [`Information.form.tooLong#${MAX_LENGTH.message}`]: atMost('Information.form.tooLong', 5000),
    });
    expect(tooLong).toContain('{max, number}');
    expect(errors['Information.form.tooLong#5000']).toMatch(/5,000/);
  });

  it('hand the sign-up form its catalogue texts, and a text for every error key the schema reports', () => {
    const { errors, alerts, ...texts } = newsletterFormLabels(t, locale);
    expect(alerts).toEqual({
      categoryNames: messages.EmailAlerts.categories,
      lang: locale,
      privacyHref: locale === 'en' ? '/en/privacy' : '/privacy',
    });
    const { error, unsubscribeSuccess, unsubscribeFail, tooLong, ...form } = messages.ReceiveEmails.form;
    expect(unsubscribeSuccess && unsubscribeFail && tooLong).toBeTruthy();
    expect(texts).toEqual(form);
    expect(errors).toEqual({
      ...Object.fromEntries(
        Object.entries(NEWSLETTER_ERROR_KEYS).map(([field, key]) => [key, error[field as keyof typeof error]]),
      ),
      'ReceiveEmails.form.tooLong#100': atMost('ReceiveEmails.form.tooLong', 100),
      'ReceiveEmails.form.tooLong#254': atMost('ReceiveEmails.form.tooLong', 254),
    });
  });

  it('hand the unsubscribe modal its texts and the e-mail message', () => {
    const { form, unsubscribe } = messages.ReceiveEmails;
    expect(unsubscribeLabels(t)).toEqual({
      ...unsubscribe,
      success: form.unsubscribeSuccess,
      fail: form.unsubscribeFail,
      errorGeneric: form.errorGeneric,
      errors: {
        [NEWSLETTER_ERROR_KEYS.email]: form.error.email,
        'ReceiveEmails.form.tooLong#254': atMost('ReceiveEmails.form.tooLong', 254),
      },
    });
  });
});
