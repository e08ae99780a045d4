/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { CONTACT_ERROR_KEYS } from '@/lib/validation/contact';
import { NEWSLETTER_ERROR_KEYS } from '@/lib/validation/newsletter';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { contactFormLabels, newsletterFormLabels, unsubscribeLabels, type Translate } from './form-labels';

const catalogues = { en, th } as const;

describe.each(['en', 'th'] as const)('form labels (%s)', (locale) => {
  const messages = catalogues[locale];
  // A missing message would come back as its key; fail instead.
  const translator = createTranslator({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
  // Any key, as getTranslations() takes them on the pages (the catalogue is not typed there).
  const t: Translate = (key) => translator(key as never);

  it('hand the contact form its catalogue texts, and a text for every error key the schema reports', () => {
    const { errors, ...texts } = contactFormLabels(t);
    const { error, ...form } = messages.information.form;
    expect(texts).toEqual(form);
    expect(errors).toEqual(Object.fromEntries(Object.entries(CONTACT_ERROR_KEYS).map(([field, key]) => [key, error[field as keyof typeof error]])));
  });

  it('hand the sign-up form its catalogue texts, and a text for every error key the schema reports', () => {
    const { errors, ...texts } = newsletterFormLabels(t);
    const { error, unsubscribeSuccess, unsubscribeFail, ...form } = messages.receiveEmails.form;
    expect(unsubscribeSuccess && unsubscribeFail).toBeTruthy();
    expect(texts).toEqual(form);
    expect(errors).toEqual(Object.fromEntries(Object.entries(NEWSLETTER_ERROR_KEYS).map(([field, key]) => [key, error[field as keyof typeof error]])));
  });

  it('hand the unsubscribe modal its texts and the e-mail message', () => {
    const { form, unsubscribe } = messages.receiveEmails;
    expect(unsubscribeLabels(t)).toEqual({
      ...unsubscribe,
      success: form.unsubscribeSuccess,
      fail: form.unsubscribeFail,
      errorGeneric: form.errorGeneric,
      errors: { [NEWSLETTER_ERROR_KEYS.email]: form.error.email },
    });
  });
});
