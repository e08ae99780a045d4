import { allPageIds, sections } from '@/lib/site/site-map';
import { ogImageFile, ogImageKey, ogImageKeyOfFile, ogImageKeys, ogImagePath, placeThaiMarks } from './og-image';

describe('ogImageKey', () => {
  it('gives every page of a section the image of its section', () => {
    expect(ogImageKey('newsSet')).toBe('news');
    expect(ogImageKey('newsElectronic')).toBe('news');
    expect(ogImageKey('receiveEmails')).toBe('contact');
    expect(ogImageKey('securitiesAnalysis')).toBe('analysts');
  });

  it('gives a page outside every section an image of its own', () => {
    expect(ogImageKey('home')).toBe('home');
    expect(ogImageKey('about')).toBe('about');
  });
});

describe('ogImageKeys', () => {
  it('lists home, about, every section and the search once', () => {
    expect(ogImageKeys).toEqual(['home', 'about', ...sections.map((section) => section.id), 'search']);
  });

  it('covers the image of every page', () => {
    for (const page of allPageIds) expect(ogImageKeys).toContain(ogImageKey(page));
  });
});

describe('ogImagePath', () => {
  it('is the PNG of the section under the locale', () => {
    expect(ogImagePath('newsMedia', 'en')).toBe('/og/en/news.png');
    expect(ogImagePath('dividendPayment', 'th')).toBe('/og/th/basic.png');
    expect(ogImagePath('home', 'th')).toBe('/og/th/home.png');
  });
});

describe('ogImageKeyOfFile', () => {
  it('reads back the file name of every key', () => {
    for (const key of ogImageKeys) expect(ogImageKeyOfFile(ogImageFile(key))).toBe(key);
  });

  it('knows no other file', () => {
    for (const file of ['news', 'news.jpg', 'newsSet.png', 'NEWS.png', '../news.png', '']) {
      expect(ogImageKeyOfFile(file)).toBeUndefined();
    }
  });
});

describe('placeThaiMarks', () => {
  it('leaves Latin text and Thai without stacked marks as one run', () => {
    expect(placeThaiMarks('Debt Securities')).toEqual([{ text: 'Debt Securities', marks: [] }]);
    expect(placeThaiMarks('ผู้ถือหุ้น')).toEqual([{ text: 'ผู้ถือหุ้น', marks: [] }]);
    expect(placeThaiMarks('ข้อมูลการเงิน')).toEqual([{ text: 'ข้อมูลการเงิน', marks: [] }]);
  });

  it('raises a tone mark over an upper vowel', () => {
    expect(placeThaiMarks('ตราสารหนี้')).toEqual([
      { text: 'ตราสารห', marks: [] },
      { text: 'นี', marks: [{ mark: '\u0E49', shift: 'up', left: false }] },
    ]);
    expect(placeThaiMarks('เกี่ยวกับเรา')).toEqual([
      { text: 'เ', marks: [] },
      { text: 'กี', marks: [{ mark: '\u0E48', shift: 'up', left: false }] },
      { text: 'ยวกับเรา', marks: [] },
    ]);
  });

  it('raises a tone mark over the nikhahit of sara am, which follows it', () => {
    expect(placeThaiMarks('น้ำ')).toEqual([
      { text: 'น', marks: [{ mark: '\u0E49', shift: 'up', left: false }] },
      { text: 'ำ', marks: [] },
    ]);
  });

  it('moves upper marks left of a tall consonant and a lower vowel below a descender', () => {
    expect(placeThaiMarks('ปี่')).toEqual([
      {
        text: 'ป',
        marks: [
          { mark: '\u0E35', shift: 'none', left: true },
          { mark: '\u0E48', shift: 'up', left: true },
        ],
      },
    ]);
    expect(placeThaiMarks('ปู่')).toEqual([{ text: 'ปู', marks: [{ mark: '\u0E48', shift: 'none', left: true }] }]);
    expect(placeThaiMarks('กฎุ')).toEqual([
      { text: 'ก', marks: [] },
      { text: 'ฎ', marks: [{ mark: '\u0E38', shift: 'down', left: false }] },
    ]);
  });

  it('keeps every character, in order', () => {
    for (const text of ['นักลงทุนสัมพันธ์', 'ตราสารหนี้', 'ฟื้นฟู ปั้น น้ำ SHRZ']) {
      const joined = placeThaiMarks(text)
        .map((run) => run.text + run.marks.map((placed) => placed.mark).join(''))
        .join('');
      expect(joined).toBe(text);
    }
  });
});
