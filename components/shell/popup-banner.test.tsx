/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  approveItem,
  approveWithdrawal,
  createDraft,
  goLiveDue,
  requestWithdrawal,
  submitItem,
} from '@/lib/newsroom/server';
import { approver, editor } from '@/lib/newsroom/testing/documents';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { PopupBanner } from './popup-banner';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as 'PopupBanner' }),
}));

// The site's popup is fed by the newsroom's live popup (docs/newsroom.md, The popup), else built in.
withTemporaryStore('popup-banner');

const html = async (locale: 'th' | 'en') => renderToStaticMarkup(await PopupBanner({ locale }));

it('shows the built-in announcement until a popup goes live, the live one then, and the built-in again once withdrawn', async () => {
  expect(await html('en')).toContain(en.PopupBanner.title);
  const content = {
    title: { th: 'ประกาศปิดทำการ', en: 'Office closed' },
    detail: { th: 'ปิดทำการวันที่ 5', en: 'Closed on the 5th' },
    link: { th: '/calendarinfo/info', en: '/en/calendarinfo/info' },
  };
  const draft = await createDraft(editor, 'popup', content);
  await submitItem(editor, draft.id);
  // Submitted and scheduled popups are not shown.
  expect(await html('en')).toContain(en.PopupBanner.title);
  await approveItem(approver, draft.id, { publishAt: 'now' });
  expect(await html('en')).not.toContain('Office closed');
  await goLiveDue();

  const english = await html('en');
  expect(english).toContain('Office closed');
  expect(english).toContain('Closed on the 5th');
  expect(english).toContain('href="/en/calendarinfo/info"');
  expect(english).toContain(en.PopupBanner.more);
  expect(english).not.toContain(en.PopupBanner.title);
  expect(english).toMatch(/<dialog [^>]*data-popup-banner[^>]*>[\s\S]*<\/dialog><script>/);
  const thai = await html('th');
  expect(thai).toContain('ประกาศปิดทำการ');
  expect(thai).toContain('ปิดทำการวันที่ 5');
  expect(th.PopupBanner.more).toBe('อ่านเพิ่มเติม');

  await requestWithdrawal(editor, draft.id, 'Over');
  await approveWithdrawal(approver, draft.id);
  expect(await html('en')).toContain(en.PopupBanner.title);
}, 30_000);
