import {
  draftQuestion,
  moderationChange,
  moderationTexts,
  publishedText,
  questionsCloseAt,
  questionsOpen,
  type ModeratedQuestion,
} from './rules';

describe('the cut-off of questions', () => {
  it('closes at 00:00 Bangkok time on the results date', () => {
    expect(questionsCloseAt('2026-02-20')?.toISOString()).toBe('2026-02-19T17:00:00.000Z');
    expect(questionsOpen('2026-02-20', new Date('2026-02-19T16:59:59.999Z'))).toBe(true);
    expect(questionsOpen('2026-02-20', new Date('2026-02-19T17:00:00.000Z'))).toBe(false);
    expect(questionsOpen('2026-02-20', new Date('2026-02-21T00:00:00.000Z'))).toBe(false);
  });

  it('is closed for a date that is no date', () => {
    for (const date of ['', '2026-2-20', '2026-13-45', 'tomorrow']) {
      expect(questionsOpen(date, new Date('2000-01-01T00:00:00Z'))).toBe(false);
    }
  });
});

const fresh: ModeratedQuestion = {
  state: 'new',
  locale: 'th',
  questionText: 'กำไรขั้นต้นเพิ่มขึ้นเพราะอะไร',
  questionTh: '',
  questionEn: '',
  answerTh: '',
  answerEn: '',
  publishedAt: null,
};
const texts = { questionTh: 'คำถาม', questionEn: 'Question', answerTh: 'คำตอบ', answerEn: 'Answer' };
const now = new Date('2026-03-01T03:00:00Z');

describe('moderation steps', () => {
  it('choose fills the question in the asker’s language from the original', () => {
    expect(moderationChange(fresh, 'choose', {})).toEqual({
      ok: true,
      change: { state: 'chosen', questionTh: fresh.questionText, questionEn: '' },
    });
    expect(moderationChange({ ...fresh, locale: 'en', questionText: 'Why?' }, 'choose', {})).toEqual({
      ok: true,
      change: { state: 'chosen', questionTh: '', questionEn: 'Why?' },
    });
    expect(moderationChange({ ...fresh, state: 'chosen' }, 'choose', {})).toEqual({
      ok: false,
      refusal: 'invalid-state',
    });
    expect(draftQuestion({ ...fresh, questionTh: 'แก้ไขแล้ว' }, 'th')).toBe('แก้ไขแล้ว');
  });

  it('answer saves the four texts of a chosen question only, bounded', () => {
    const chosen = { ...fresh, state: 'chosen' as const };
    expect(moderationChange(chosen, 'answer', { ...texts, answerEn: ' Answer \r\n' })).toEqual({
      ok: true,
      change: texts,
    });
    expect(moderationChange(fresh, 'answer', texts)).toEqual({ ok: false, refusal: 'invalid-state' });
    expect(moderationChange(chosen, 'answer', { ...texts, answerTh: 'ก'.repeat(5001) })).toEqual({
      ok: false,
      refusal: 'invalid',
    });
    expect(moderationChange(chosen, 'answer', { ...texts, questionEn: ['x'] })).toEqual({
      ok: false,
      refusal: 'invalid',
    });
    expect(moderationChange(chosen, 'answer', { ...texts, questionEn: 'a\u202eb' })).toEqual({
      ok: false,
      refusal: 'invalid',
    });
    // Emptying a text of a published question takes it off the page.
    expect(
      moderationChange({ ...chosen, ...texts, publishedAt: now.toISOString() }, 'answer', { ...texts, answerEn: '' }),
    ).toEqual({
      ok: true,
      change: { ...texts, answerEn: '', publishedAt: null },
    });
    expect(moderationTexts({})).toEqual({ questionTh: '', questionEn: '', answerTh: '', answerEn: '' });
  });

  it('publish needs a chosen question with all four texts', () => {
    expect(moderationChange({ ...fresh, state: 'chosen', ...texts }, 'publish', {}, now)).toEqual({
      ok: true,
      change: { publishedAt: now.toISOString() },
    });
    expect(moderationChange({ ...fresh, state: 'chosen', ...texts, answerEn: ' ' }, 'publish', {}, now)).toEqual({
      ok: false,
      refusal: 'incomplete',
    });
    expect(moderationChange({ ...fresh, ...texts }, 'publish', {}, now)).toEqual({
      ok: false,
      refusal: 'invalid-state',
    });
    expect(moderationChange({ ...fresh, state: 'dismissed', ...texts }, 'publish', {}, now)).toEqual({
      ok: false,
      refusal: 'invalid-state',
    });
  });

  it('dismiss and unpublish take a question off the page', () => {
    const live = { ...fresh, state: 'chosen' as const, ...texts, publishedAt: now.toISOString() };
    expect(moderationChange(live, 'dismiss', {})).toEqual({
      ok: true,
      change: { state: 'dismissed', publishedAt: null },
    });
    expect(moderationChange(live, 'unpublish', {})).toEqual({ ok: true, change: { publishedAt: null } });
    expect(moderationChange(fresh, 'unpublish', {})).toEqual({ ok: false, refusal: 'invalid-state' });
    expect(moderationChange({ ...fresh, state: 'dismissed' }, 'dismiss', {})).toEqual({
      ok: false,
      refusal: 'invalid-state',
    });
  });

  it('shows the page’s language', () => {
    expect(publishedText(texts, 'th')).toEqual({ question: 'คำถาม', answer: 'คำตอบ' });
    expect(publishedText(texts, 'en')).toEqual({ question: 'Question', answer: 'Answer' });
  });
});
