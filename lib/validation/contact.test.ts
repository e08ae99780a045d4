/** @jest-environment node */
import { contactSchema } from './contact';
import { fieldErrors } from './testing/field-errors';

const valid = {
  name: 'Somchai',
  surname: 'Jaidee',
  phone: '0812345678',
  fax: '021234567',
  address: 'Bangkok',
  message: 'Hello',
};

const errorsOf = (value: unknown) => fieldErrors(contactSchema, value);

describe('contactSchema', () => {
  it('accepts a complete form and trims it', async () => {
    await expect(contactSchema.validate({ ...valid, name: '  Somchai ', fax: '0212345678' })).resolves.toMatchObject({
      name: 'Somchai',
      fax: '0212345678',
    });
  });

  it('requires every field, with its catalogue key', async () => {
    await expect(errorsOf({})).resolves.toEqual({
      name: 'Information.form.error.name',
      surname: 'Information.form.error.surname',
      phone: 'Information.form.error.phone',
      fax: 'Information.form.error.fax',
      address: 'Information.form.error.address',
      message: 'Information.form.error.message',
    });
  });

  it.each(['081234567', '08123456789', '081-234-5678', 'abcdefghij'])('refuses phone %s', async (phone) => {
    await expect(errorsOf({ ...valid, phone })).resolves.toEqual({ phone: 'Information.form.error.phone' });
  });

  it.each(['02123456', '02123456789', '02-123-456'])('refuses fax %s', async (fax) => {
    await expect(errorsOf({ ...valid, fax })).resolves.toEqual({ fax: 'Information.form.error.fax' });
  });

  it('allows line breaks in the address and message but not in a name', async () => {
    await expect(errorsOf({ ...valid, address: 'Line 1\nLine 2', message: 'a\r\n\tb' })).resolves.toEqual({});
    await expect(errorsOf({ ...valid, name: 'A\nB', message: 'bell\u0007' })).resolves.toEqual({
      name: 'Information.form.error.name',
      message: 'Information.form.error.message',
    });
  });

  it.each([
    ['name', 100],
    ['surname', 100],
    ['address', 300],
    ['message', 5000],
  ] as const)('bounds %s to %i characters', async (field, max) => {
    await expect(errorsOf({ ...valid, [field]: 'ก'.repeat(max) })).resolves.toEqual({});
    // Trimmed first: surrounding spaces do not count.
    await expect(errorsOf({ ...valid, [field]: ` ${'ก'.repeat(max)} ` })).resolves.toEqual({});
    await expect(errorsOf({ ...valid, [field]: 'ก'.repeat(max + 1) })).resolves.toEqual({
      [field]: `Information.form.tooLong#${max}`,
    });
  });

  it('refuses bidi controls and fields of invisible characters', async () => {
    await expect(
      errorsOf({ ...valid, name: 'Som\u202echai', address: '\u200b\u200b', message: '\u2066x\u2069' }),
    ).resolves.toEqual({
      name: 'Information.form.error.name',
      address: 'Information.form.error.address',
      message: 'Information.form.error.message',
    });
  });

  it('refuses what is not a string instead of turning it into one, and never throws', async () => {
    await expect(
      errorsOf({ ...valid, phone: 812345678, fax: true, name: ['Somchai'], message: { text: 'x' } }),
    ).resolves.toEqual({
      phone: 'Information.form.error.phone',
      fax: 'Information.form.error.fax',
      name: 'Information.form.error.name',
      message: 'Information.form.error.message',
    });
  });
});
