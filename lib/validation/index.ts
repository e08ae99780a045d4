export { CONTACT_ERROR_KEYS, CONTACT_MAX_LENGTH, CONTACT_TOO_LONG_KEY, contactSchema } from './contact';
export type { ContactInput } from './contact';
export {
  NEWSLETTER_ERROR_KEYS,
  NEWSLETTER_MAX_LENGTH,
  NEWSLETTER_TOO_LONG_KEY,
  subscribeSchema,
  unsubscribeSchema,
} from './newsletter';
export type { SubscribeInput, UnsubscribeInput } from './newsletter';
export { isPlainAddress, lengthMessage, parseMessage } from './text-rules';
export {
  QUESTION_CONSENT_GIVEN,
  QUESTION_ERROR_KEYS,
  QUESTION_MAX_LENGTH,
  QUESTION_TOO_LONG_KEY,
  questionSchema,
} from './question';
export type { QuestionInput } from './question';
