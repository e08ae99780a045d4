import { existsSync } from 'node:fs';
import path from 'node:path';
import { getAnalystContacts } from './analyst-contacts';
import { getDealerBanks } from './dealer-banks';
import { getWarrantDocuments } from './warrant-documents';

const locales = ['th', 'en'] as const;

describe.each(locales)('static content in %s', (locale) => {
  it('dealer banks: four cards, two with a website', () => {
    const banks = getDealerBanks(locale);
    expect(banks).toHaveLength(4);
    expect(banks.filter((bank) => bank.website)).toHaveLength(2);
  });

  it('analyst contacts: each with a company, a name and an e-mail address', () => {
    for (const contact of getAnalystContacts(locale)) {
      expect(contact.company).not.toBe('');
      expect(contact.analyst).not.toBe('');
      expect(contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    }
  });

  it('warrant documents: four rows, each PDF in the language and present under public/', () => {
    const documents = getWarrantDocuments(locale);
    expect(documents.map((document) => document.id)).toEqual([
      'terms-of-rights',
      'summary-of-information',
      'exercise-notification',
      'intent-form',
    ]);
    for (const document of documents) {
      expect(document.url).toMatch(new RegExp(`-${locale}\\.pdf$`));
      expect(existsSync(path.join(process.cwd(), 'public', document.url))).toBe(true);
    }
  });
});
