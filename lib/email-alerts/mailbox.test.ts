/** @jest-environment node */
import { createClient } from '@libsql/client';
import { parseSettings } from '@/lib/config/settings.mjs';
import { addressMailCaps, DEFAULT_CAPS } from './caps';
import { mailboxDomain, mailboxDomainSql, mailboxKey, mailboxKeySql } from './mailbox';

describe('mailboxKey: one key per mailbox however the address is spelt', () => {
  it.each([
    ['bomb@gmail.com', 'bomb@gmail.com'],
    ['Bomb@Gmail.com', 'bomb@gmail.com'],
    ['BOMB@GMAIL.COM', 'bomb@gmail.com'],
    ['bomb+1@gmail.com', 'bomb@gmail.com'],
    ['bomb+a+b@gmail.com', 'bomb@gmail.com'],
    ['b.o.m.b@gmail.com', 'bomb@gmail.com'],
    ['B.o.M.b+news@googlemail.com', 'bomb@gmail.com'],
    ['bomb@googlemail.com', 'bomb@gmail.com'],
    ['  bomb@gmail.com ', 'bomb@gmail.com'],
  ])('%s is the mailbox %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  it('keeps the dots of other providers, whose a.b and ab are different people', () => {
    expect(mailboxKey('malee.srisuk@example.co.th')).toBe('malee.srisuk@example.co.th');
    expect(mailboxKey('malee.srisuk@example.co.th')).not.toBe(mailboxKey('maleesrisuk@example.co.th'));
    expect(mailboxKey('Malee.Srisuk+ir@Example.co.th')).toBe('malee.srisuk@example.co.th');
  });

  it('keeps a leading + (dropping it would leave no local part)', () => {
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });

  it('gives the domain with googlemail.com read as gmail.com', () => {
    expect(mailboxDomain('x@GoogleMail.com')).toBe('gmail.com');
    expect(mailboxDomain('x@Example.CO.TH')).toBe('example.co.th');
  });

  it('is mirrored by the SQL of the migration for ASCII addresses', async () => {
    const client = createClient({ url: ':memory:' });
    const addresses = [
      'Bomb+1@gmail.com',
      'b.o.m.b@googlemail.com',
      'malee.srisuk+x@example.co.th',
      '+tag@example.com',
      'a.b@Example.com',
    ];
    for (const address of addresses) {
      const { rows } = await client.execute({
        sql: `SELECT ${mailboxKeySql('?1')} AS key, ${mailboxDomainSql('?1')} AS domain`,
        args: [address],
      });
      expect({ key: rows[0].key, domain: rows[0].domain }).toEqual({
        key: mailboxKey(address),
        domain: mailboxDomain(address),
      });
    }
    client.close();
  });
});

describe('addressMailCaps: the hourly caps as settings', () => {
  it('has defaults, takes whole numbers, and reads 0 as no cap', () => {
    expect(addressMailCaps(parseSettings({}))).toEqual(DEFAULT_CAPS);
    expect(
      addressMailCaps(parseSettings({ ALERT_SIGNUPS_PER_DOMAIN_PER_HOUR: '5', ALERT_SIGNUPS_PER_HOUR: '0' })),
    ).toEqual({ perDomainPerHour: 5, perHour: Number.MAX_SAFE_INTEGER });
  });

  it('reports a wrong value and keeps the default', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(addressMailCaps(parseSettings({ ALERT_SIGNUPS_PER_HOUR: 'many' })).perHour).toBe(DEFAULT_CAPS.perHour);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('ALERT_SIGNUPS_PER_HOUR'));
    errors.mockRestore();
  });
});
