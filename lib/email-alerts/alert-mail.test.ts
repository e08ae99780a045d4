/** @jest-environment node */
import { alertMail, digestGroups, type AlertMailItem } from './alert-mail';
import { mailTexts } from './mail-texts';

const item = (category: AlertMailItem['category'], title: string): AlertMailItem => ({
  category,
  section: 'Section',
  title,
  date: '20 November 2026',
  pageUrl: 'https://ir.example.com/en/newinfo',
  documentUrl: 'https://ir.example.com/documents/a.pdf',
});
const links = {
  preferences: 'https://ir.example.com/en/receiveemails/preferences?token=1.x',
  oneClick: 'https://ir.example.com/api/email-alerts/unsubscribe?token=1.x',
  privacy: 'https://ir.example.com/en/privacy',
};

describe('alert mails', () => {
  const texts = mailTexts('en', 'Siam Horizon Estate');
  const mail = (items: AlertMailItem[]) =>
    alertMail({ lang: 'en', company: texts.company, items, categoryNames: texts.categoryNames, links, t: texts.t });

  it('groups a digest by category in the order of the form', () => {
    const groups = digestGroups([
      item('calendar', 'C'),
      item('announcements', 'A1'),
      item('news', 'N'),
      item('announcements', 'A2'),
    ]);
    expect(groups.map((group) => [group.category, group.items.map((one) => one.title)])).toEqual([
      ['announcements', ['A1', 'A2']],
      ['news', ['N']],
      ['calendar', ['C']],
    ]);
  });

  it('names one item in the subject, counts several, and carries the RFC 8058 headers', () => {
    expect(mail([item('news', 'Results\nout')]).subject).toBe(`${texts.company}: Results out`);
    const digest = mail([item('news', 'One'), item('calendar', 'Two')]);
    expect(digest.subject).toContain('2');
    expect(digest.text).toContain('One');
    expect(digest.text).toContain('Two');
    expect(digest.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(digest.text).toContain(links.preferences);
    expect(digest.html).toContain('<html lang="en">');
  });

  it('escapes stored titles in the HTML part', () => {
    const { html } = mail([item('news', '<script>alert(1)</script> & "x"')]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
  });

  it('writes Thai for a Thai subscriber', () => {
    const th = mailTexts('th', 'สยามฮอไรซัน เอสเตท');
    const thai = alertMail({
      lang: 'th',
      company: th.company,
      items: [item('announcements', 'ประกาศ')],
      categoryNames: th.categoryNames,
      links,
      t: th.t,
    });
    expect(thai.text).toContain('ข่าวแจ้งตลาดหลักทรัพย์');
    expect(thai.html).toContain('<html lang="th">');
  });
});
