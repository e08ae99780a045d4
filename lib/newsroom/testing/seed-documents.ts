/**
 * Seeds the store the e2e server reads (IR_DB_PATH, UPLOAD_DIR) for e2e/stored-documents.spec.ts:
 *   tsx --import ./scripts/server-only-stub.mjs lib/newsroom/testing/seed-documents.ts <word>
 * An exchange announcement live now, one left a draft, one withdrawn and one corrected, each with its
 * own stored PDFs, and a corrected annual report and calendar event; prints their document URLs and titles as one line of JSON. Going live goes through
 * goLiveDue as the server's job does (whichever runs first publishes, exactly once).
 */
import { closeDatabase } from '@/lib/backend';
import { bangkokDay, formatLongDate } from '@/lib/format';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { documentUrl } from '../documents';
import {
  approveItem,
  approveWithdrawal,
  createDraft,
  getItem,
  goLiveDue,
  requestWithdrawal,
  saveDraft,
  submitItem,
} from '../server';
import { approver, editor, storeTestPdf } from './documents';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bangkokMinuteAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);
}

async function announcement(word: string, label: string) {
  const title = `${word} ${label}`;
  const refs = {
    th: storeTestPdf(`${title} th`, `${label}-th.pdf`),
    en: storeTestPdf(`${title} en`, `${label}-en.pdf`),
  };
  const content = {
    title: { th: `${title} ไทย`, en: title },
    date: bangkokDay(new Date())!,
    document: refs,
    setReleaseAt: bangkokMinuteAgo(5),
  };
  return { content, refs, title };
}

/** Submits, approves for now and waits until the item is live (this goLiveDue or the server's job). */
async function putLive(id: string): Promise<void> {
  await submitItem(editor, id);
  await approveItem(approver, id, { publishAt: 'now' });
  for (let tries = 0; tries < 100; tries += 1) {
    await goLiveDue();
    const item = await getItem(id);
    if (item?.state === 'live') return;
    await sleep(100);
  }
  throw new Error(`item ${id} did not go live`);
}

async function main(): Promise<void> {
  const word = process.argv[2];
  if (!word || !/^\w+$/.test(word)) throw new Error('usage: seed-documents.ts <word>');

  const live = await announcement(word, 'live');
  await putLive((await createDraft(editor, 'exchangeAnnouncement', live.content)).id);

  const draft = await announcement(word, 'draft');
  await createDraft(editor, 'exchangeAnnouncement', draft.content);

  const gone = await announcement(word, 'withdrawn');
  const goneItem = await createDraft(editor, 'exchangeAnnouncement', gone.content);
  await putLive(goneItem.id);
  await requestWithdrawal(editor, goneItem.id, 'Filed in error');
  const withdrawn = await approveWithdrawal(approver, goneItem.id);

  const first = await announcement(word, 'corrected');
  const corrected = await createDraft(editor, 'exchangeAnnouncement', first.content);
  await putLive(corrected.id);
  await saveDraft(editor, corrected.id, {
    ...first.content,
    title: { th: `${first.title} แก้ไข ไทย`, en: `${first.title} amended` },
  });
  await putLive(corrected.id);
  const correctedAt = (await getItem(corrected.id))!.wentLiveAt!;

  // An annual report (a published-document page) and a calendar event (a list that rebuilds its rows), corrected.
  const annualTitle = { th: `${word} รายงานประจำปี แก้ไข`, en: `${word} annual report amended` };
  const annualRefs = {
    th: storeTestPdf(`${word} annual th`, 'annual-th.pdf'),
    en: storeTestPdf(`${word} annual en`, 'annual-en.pdf'),
  };
  const annual = await createDraft(editor, 'annualReport', {
    title: { th: `${word} รายงานประจำปี`, en: `${word} annual report` },
    image: { th: '/images/demo/reports/annual-report-2019.svg', en: '/images/demo/reports/annual-report-2019.svg' },
    document: annualRefs,
  });
  await putLive(annual.id);
  await saveDraft(editor, annual.id, { ...(await getItem(annual.id))!.content, title: annualTitle });
  await putLive(annual.id);
  const eventTitle = { th: `${word} ประชุมนักวิเคราะห์ แก้ไข`, en: `${word} analyst meeting amended` };
  const event = await createDraft(editor, 'calendarEvent', {
    title: { th: `${word} ประชุมนักวิเคราะห์`, en: `${word} analyst meeting` },
    detail: { th: 'ออนไลน์', en: 'Online' },
    date: bangkokDay(new Date())!,
  });
  await putLive(event.id);
  await saveDraft(editor, event.id, { ...(await getItem(event.id))!.content, title: eventTitle });
  await putLive(event.id);
  const updatedOn = (at: string) => ({
    th: th.Lists.updated.replace('{date}', formatLongDate(at, 'th')),
    en: en.Lists.updated.replace('{date}', formatLongDate(at, 'en')),
  });

  const urls = (refs: {
    th: { sha256: string; name: string; pages: number };
    en: { sha256: string; name: string; pages: number };
  }) => ({ th: documentUrl(refs.th), en: documentUrl(refs.en) });
  process.stdout.write(
    `${JSON.stringify({
      live: urls(live.refs),
      draft: urls(draft.refs),
      withdrawn: urls(gone.refs),
      withdrawnOn: { th: formatLongDate(withdrawn.withdrawnAt, 'th'), en: formatLongDate(withdrawn.withdrawnAt, 'en') },
      corrected: {
        title: { th: `${first.title} แก้ไข ไทย`, en: `${first.title} amended` },
        oldDocument: documentUrl(first.refs.en),
      },
      updated: updatedOn(correctedAt),
      annual: { title: annualTitle, updated: updatedOn((await getItem(annual.id))!.wentLiveAt!) },
      event: { title: eventTitle, updated: updatedOn((await getItem(event.id))!.wentLiveAt!) },
    })}\n`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
