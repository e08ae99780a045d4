import { existsSync } from 'node:fs';
import path from 'node:path';
import { getWarrantDocuments } from './warrant-documents';

const locales = ['th', 'en'] as const;

describe.each(locales)('static content in %s', (locale) => {
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
