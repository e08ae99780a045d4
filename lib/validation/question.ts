import { object, string, type InferType } from 'yup';
import { emailField, errorKeys, MAX_LENGTH, textField } from './text-rules';

/**
 * A question for management on a quarter's results page (docs/results.md, Questions for management);
 * shared by the page's form and POST /api/results-questions.
 */

/** Catalogue keys of the question form's errors (messages/*.json). */
export const QUESTION_ERROR_KEYS = errorKeys('Results.questions.error', ['name', 'email', 'question', 'consent']);

/** "At most {max} characters". */
export const QUESTION_TOO_LONG_KEY = 'Results.questions.tooLong';

/**
 * The length limit of each field, in characters. The question is shorter than a contact message: a
 * refused post without JavaScript carries what was typed back to the page in its URL.
 */
export const QUESTION_MAX_LENGTH = {
  name: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  question: 1000,
} as const;

/** The value a ticked consent box sends; JSON `true` counts as it too. */
export const QUESTION_CONSENT_GIVEN = 'yes';

export const questionSchema = object({
  name: textField({ key: QUESTION_ERROR_KEYS.name, tooLongKey: QUESTION_TOO_LONG_KEY, max: QUESTION_MAX_LENGTH.name }),
  email: emailField({ key: QUESTION_ERROR_KEYS.email, tooLongKey: QUESTION_TOO_LONG_KEY }),
  question: textField({
    key: QUESTION_ERROR_KEYS.question,
    tooLongKey: QUESTION_TOO_LONG_KEY,
    max: QUESTION_MAX_LENGTH.question,
    multiLine: true,
  }),
  consent: string()
    .transform((_value: unknown, original: unknown) =>
      original === true ? QUESTION_CONSENT_GIVEN : typeof original === 'string' ? original.trim() : original,
    )
    .typeError(QUESTION_ERROR_KEYS.consent)
    .required(QUESTION_ERROR_KEYS.consent)
    .oneOf([QUESTION_CONSENT_GIVEN], QUESTION_ERROR_KEYS.consent),
});

export type QuestionInput = InferType<typeof questionSchema>;
