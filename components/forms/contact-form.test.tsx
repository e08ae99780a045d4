import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form';
import { catalogues, formLabels, reply, sentBody, type TestLocale } from './test-helpers';
import { expectDisabledWhileSending, renderForm } from './test-helpers';

const VALID = {
  name: 'Somchai',
  surname: 'Jaidee',
  phone: '0812345678',
  fax: '021234568',
  address: '99 Rama 9 Road, Bangkok',
  message: 'When is the next analyst meeting?',
};

it('keeps the English form messages exactly', () => {
  expect(catalogues.en.Information.form).toMatchObject({
    error: {
      name: 'Please enter your first name',
      surname: 'Please enter your last name',
      phone: 'Please enter a valid phone number',
      fax: 'Please enter a valid fax number',
      address: 'Please enter your address',
      message: 'Please enter your message',
    },
    success: 'Message sent successfully',
    fail: 'Failed to send message. Please try again.',
    errorprocessing: 'An error occurred while processing your request. Please try again later.',
  });
});

describe.each(['en', 'th'] as TestLocale[])('ContactForm (%s)', (locale) => {
  const form = catalogues[locale].Information.form;
  // What the page passes; the assertions below read the catalogue itself.
  const labels = formLabels(locale).contact;
  const fields = {
    name: () => screen.getByLabelText(form.firstName, { exact: false }),
    surname: () => screen.getByLabelText(form.lastName, { exact: false }),
    phone: () => screen.getByLabelText(form.phone, { exact: false }),
    fax: () => screen.getByLabelText(form.fax, { exact: false }),
    address: () => screen.getByLabelText(form.address, { exact: false }),
    message: () => screen.getByLabelText(form.message, { exact: false }),
  };
  // The success alert's button carries the same label: the form's own button is the submit one.
  const submit = () =>
    screen.getAllByRole('button', { name: form.submit }).find((button) => button.getAttribute('type') === 'submit')!;

  async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof VALID>) {
    for (const [field, value] of Object.entries(values)) {
      const input = fields[field as keyof typeof VALID]();
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }

  const start = (answer: string | (() => Promise<Response>)) =>
    renderForm(<ContactForm labels={labels} />, locale, answer);

  afterEach(() => jest.restoreAllMocks());

  it('shows every message under its field, focuses the first and sends nothing on an empty submit', async () => {
    const { fetchMock, user } = start('Email sent successfully');

    await user.click(submit());

    // Validation runs after the submit's next paint: the messages follow.
    await waitFor(() => expect(fields.name()).toHaveFocus());
    const expected = {
      name: form.error.name,
      surname: form.error.surname,
      phone: form.error.phone,
      fax: form.error.fax,
      address: form.error.address,
      message: form.error.message,
    };
    for (const [field, message] of Object.entries(expected)) {
      const input = fields[field as keyof typeof expected]();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(fields.name()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the length limit, translated, under a field that is too long, and sends nothing', async () => {
    const { fetchMock, user } = start('Email sent successfully');
    await fill(user, { ...VALID, name: '' });
    await user.click(fields.name());
    await user.paste('ก'.repeat(101));

    await user.click(submit());

    await waitFor(() => expect(fields.name()).toHaveAttribute('aria-invalid', 'true'));
    expect(fields.name()).toHaveAccessibleDescription(form.tooLong.replace('{max, number}', '100'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['phone', '081234567', form.error.phone],
    ['phone', '08123456789', form.error.phone],
    ['phone', '08-1234567', form.error.phone],
    ['fax', '02123456', form.error.fax],
    ['fax', '02123456789', form.error.fax],
    ['fax', '02-123456', form.error.fax],
  ])('refuses %s "%s"', async (field, value, message) => {
    const { fetchMock, user } = start('Email sent successfully');

    await fill(user, { ...VALID, [field]: value });
    await user.click(submit());

    const input = fields[field as 'phone' | 'fax']();
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    expect(input).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['name', '   ', form.error.name],
    ['surname', '', form.error.surname],
    ['address', '', form.error.address],
    ['message', '  ', form.error.message],
  ])('requires %s', async (field, value, message) => {
    const { user } = start('Email sent successfully');

    await fill(user, { ...VALID, [field]: value });
    await user.click(submit());

    await waitFor(() => expect(fields[field as keyof typeof VALID]()).toHaveAccessibleDescription(message));
  });

  it('accepts a fax of 9 or 10 digits, sends the payload and clears the form on success', async () => {
    const { fetchMock, user } = start('Email sent successfully');

    await fill(user, { ...VALID, name: `  ${VALID.name} ` });
    await user.click(submit());

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(form.success);
    // The alert's button carries the submit label and takes the focus.
    const confirm = screen.getAllByRole('button', { name: form.submit }).find((button) => alert.contains(button));
    expect(confirm).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/send_email/contact-investor',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBody(fetchMock)).toEqual(VALID);
    for (const input of Object.values(fields)) expect(input()).toHaveValue('');

    await fill(user, { ...VALID, fax: '0212345689' });
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('reports any other reply as a failure and keeps what was typed', async () => {
    const { user } = start('Something else');

    await fill(user, VALID);
    await user.click(submit());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(form.fail);
    expect(fields.name()).toHaveValue(VALID.name);
  });

  it.each([
    ['the call throws', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers an error status', async () => reply({ status: 500, body: 'Email sent successfully' })],
  ])('reports a processing error when %s', async (_, implementation) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = start(implementation);

    await fill(user, VALID);
    await user.click(submit());

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(form.errorprocessing);
    expect(fields.phone()).toHaveValue(VALID.phone);
  });

  it('disables the submit button while sending', () =>
    expectDisabledWhileSending(start, (user) => fill(user, VALID), submit, 'Email sent successfully'));
});
