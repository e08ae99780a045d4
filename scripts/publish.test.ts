/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getSetNews } from '@/lib/backend';
import { closeDatabase } from '@/lib/store/db';
import { withScriptStore } from '@/lib/testing/script-store';
import { pdfWithPages } from '@/lib/uploads/upload-fixtures';

/**
 * `npm run publish -- <kind> <content.json> [document.pdf]` itself (docs/operations.md, Publishing
 * content): a list's kind is published through the newsroom, checked as the workspace's form checks it,
 * its PDF checked as the workspace's upload is.
 */
const { folder, tsx } = withScriptStore('publish-script');

const publish = (...args: string[]) =>
  tsx('scripts/publish.ts', args, { SITE_URL: 'http://127.0.0.1:9', USER: 'ir-operator' }).then(
    ({ stdout, stderr }) => ({ ok: true, output: `${stdout}${stderr}` }),
    (error: { stdout: string; stderr: string }) => ({ ok: false, output: `${error.stdout}${error.stderr}` }),
  );

const file = (name: string, content: string | Buffer) => {
  const target = path.join(folder(), name);
  writeFileSync(target, content);
  return target;
};

it('publishes an exchange announcement by its kind, with its PDF; refuses an incomplete one and a file that is no PDF', async () => {
  // Each run starts tsx: seconds on a busy machine.
  const announcement = {
    title: { th: 'แจ้งมติคณะกรรมการ ทดสอบคำสั่ง', en: 'Board resolutions, published by the command' },
    date: '2026-11-27',
    setReleaseAt: '2026-11-27T17:31',
  };
  const pdf = file('resolutions.pdf', await pdfWithPages(3));

  // The form's checks: without its document, the announcement is incomplete, and nothing is written.
  const incomplete = await publish('exchangeAnnouncement', file('incomplete.json', JSON.stringify(announcement)));
  expect(incomplete).toMatchObject({ ok: false });
  expect(incomplete.output).toContain('document: missing');
  // The upload's checks: a text file named .pdf is refused as the workspace refuses it.
  const notPdf = await publish(
    'exchangeAnnouncement',
    file('announcement.json', JSON.stringify(announcement)),
    file('fake.pdf', '<html>not a pdf</html>'),
  );
  expect(notPdf).toMatchObject({ ok: false });
  expect(notPdf.output).toContain('publish: the document was refused (not-pdf');
  expect(((await getSetNews('en')) || []).map((item) => item.new_set_title)).not.toContain(announcement.title.en);

  const published = await publish('exchangeAnnouncement', file('announcement.json', JSON.stringify(announcement)), pdf);
  expect(published.output).toMatch(/Published exchangeAnnouncement, version 1 of item [0-9a-f-]{36}/);
  await closeDatabase();
  const english = ((await getSetNews('en')) || []).find((item) => item.new_set_title === announcement.title.en);
  expect(english).toMatchObject({ new_set_date: '2026-11-27' });
  expect(english!.new_set_pdf_url).toMatch(/^\/documents\/files\/[0-9a-f]{64}\/resolutions\.pdf$/);
  const thai = ((await getSetNews('th')) || []).find((item) => item.new_set_title === announcement.title.th);
  expect(thai).toMatchObject({ new_set_pdf_url: english!.new_set_pdf_url });
}, 120_000);
