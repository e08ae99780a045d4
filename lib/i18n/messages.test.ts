import en from '@/messages/en.json';
import th from '@/messages/th.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('message catalogues', () => {
  it('Thai holds no key that English lacks (English is the fallback)', () => {
    const english = new Set(keysOf(en));
    expect(keysOf(th).filter((key) => !english.has(key))).toEqual([]);
  });

  it('Thai translates every English key', () => {
    const thai = new Set(keysOf(th));
    expect(keysOf(en).filter((key) => !thai.has(key))).toEqual([]);
  });

  it('keeps the English strings of the spec exactly', () => {
    expect(en.Information.form.error).toEqual({
      name: 'Please enter your first name',
      surname: 'Please enter your last name',
      phone: 'Please enter a valid phone number',
      fax: 'Please enter a valid fax number',
      address: 'Please enter your address',
      message: 'Please enter your message',
    });
    expect(en.Information.form.fail).toBe('Failed to send message. Please try again.');
    expect(en.Information.form.errorprocessing).toBe(
      'An error occurred while processing your request. Please try again later.',
    );
    expect(en.ShareholderMeetings.noData).toBe('No meeting data for this year');
  });
});
