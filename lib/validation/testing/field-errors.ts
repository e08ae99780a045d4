import { ValidationError, type Schema } from 'yup';

/** Each field's error (its catalogue key) when `schema` refuses `value`, all at once; {} when it accepts it. */
export async function fieldErrors(schema: Schema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path, issue.message]));
  }
}
