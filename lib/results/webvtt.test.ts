/**
 * @jest-environment node
 */
import {
  TRANSCRIPT_ERROR_CODES,
  TRANSCRIPT_LIMITS,
  TranscriptError,
  captionPieces,
  parseTimedParagraphs,
  parseTranscript,
  parseWebVtt,
  transcriptToWebVtt,
  vttTimestamp,
  type TranscriptErrorCode,
} from './webvtt';
import { createTranslator } from 'next-intl';
import transcriptSeed from '@/data/seed/results-transcripts.json';
import en from '@/messages/en.json';
import th from '@/messages/th.json';

function refusal(parse: () => unknown): { code: TranscriptErrorCode; line?: number } {
  try {
    parse();
  } catch (error) {
    if (error instanceof TranscriptError) return { code: error.code, line: error.line };
    throw error;
  }
  throw new Error('not refused');
}

describe('parseWebVtt', () => {
  it('reads voice spans, speaker prefixes, times and entities into paragraphs', () => {
    const vtt = [
      'WEBVTT',
      '',
      '1',
      '00:00:05.000 --> 00:00:09.000',
      '<v Somchai Jaidee>Good afternoon &amp; welcome &lt;all&gt;.</v>',
      '',
      '2',
      '00:12:34.250 --> 00:12:40.000',
      'CFO: Revenue grew <i>eight</i> percent.',
      '',
      '3',
      '01:02:03.000 --> 01:02:05.000 align:start',
      '<v.host Moderator>Thank you.',
    ].join('\n');
    expect(parseWebVtt(vtt)).toEqual([
      { start_seconds: 5, speaker: 'Somchai Jaidee', paragraph_text: 'Good afternoon & welcome <all>.' },
      { start_seconds: 754, speaker: 'CFO', paragraph_text: 'Revenue grew eight percent.' },
      { start_seconds: 3723, speaker: 'Moderator', paragraph_text: 'Thank you.' },
    ]);
  });

  it('joins cues without an identifier of the same speaker into one paragraph', () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:01.000 --> 00:00:03.000',
      '<v CEO>First line',
      '',
      '00:00:03.000 --> 00:00:05.000',
      'and its second line.',
      '',
      '00:00:05.000 --> 00:00:07.000',
      '<v CFO>Another speaker.',
      '',
      'next',
      '00:00:07.000 --> 00:00:08.000',
      '<v CFO>A new paragraph by its identifier.',
    ].join('\n');
    expect(parseWebVtt(vtt)).toEqual([
      { start_seconds: 1, speaker: 'CEO', paragraph_text: 'First line and its second line.' },
      { start_seconds: 5, speaker: 'CFO', paragraph_text: 'Another speaker.' },
      { start_seconds: 7, speaker: 'CFO', paragraph_text: 'A new paragraph by its identifier.' },
    ]);
  });

  it('reads Thai text and a byte order mark', () => {
    const vtt = '\uFEFFWEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v คุณสมชาย>สวัสดีครับ ผู้ถือหุ้นทุกท่าน\n';
    expect(parseWebVtt(vtt)).toEqual([{ start_seconds: 1, speaker: 'คุณสมชาย', paragraph_text: 'สวัสดีครับ ผู้ถือหุ้นทุกท่าน' }]);
  });

  it.each<[string, string, TranscriptErrorCode, number | undefined]>([
    ['no header', '00:00:01.000 --> 00:00:02.000\nHello', 'noHeader', 1],
    ['a wrong header', 'WEBVTX\n\n00:00:01.000 --> 00:00:02.000\nHello', 'noHeader', 1],
    ['a bad timestamp', 'WEBVTT\n\n00:00:1.000 --> 00:00:02.000\nHello', 'badTimestamp', 3],
    ['minutes past 59', 'WEBVTT\n\n00:75:01.000 --> 00:76:02.000\nHello', 'badTimestamp', 3],
    ['an end before the start', 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nHello', 'endBeforeStart', 3],
    ['an end equal to the start', 'WEBVTT\n\n00:00:05.000 --> 00:00:05.000\nHello', 'endBeforeStart', 3],
    [
      'cues out of order',
      'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nA\n\n00:00:01.000 --> 00:00:02.000\nB',
      'outOfOrder',
      6,
    ],
    ['only a header', 'WEBVTT\n', 'empty', undefined],
    ['only white space', '  \n\n ', 'empty', undefined],
  ])('refuses %s', (_name, input, code, line) => {
    expect(refusal(() => parseWebVtt(input))).toEqual({ code, line });
  });

  it('refuses a file, a cue or a speaker beyond its bound', () => {
    expect(refusal(() => parseWebVtt(`WEBVTT\n\n${'x'.repeat(TRANSCRIPT_LIMITS.maxChars)}`)).code).toBe('tooLarge');
    const longCue = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'word '.repeat(TRANSCRIPT_LIMITS.maxCueChars / 4)}`;
    expect(refusal(() => parseWebVtt(longCue)).code).toBe('tooLong');
    const longSpeaker = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v ${'N'.repeat(TRANSCRIPT_LIMITS.maxSpeakerChars + 1)}>Hi`;
    expect(refusal(() => parseWebVtt(longSpeaker)).code).toBe('speakerTooLong');
    const cues = Array.from(
      { length: TRANSCRIPT_LIMITS.maxCues + 1 },
      (_, i) => `${i}\n${vttTimestamp(i)} --> ${vttTimestamp(i + 0.5)}\nx`,
    );
    expect(refusal(() => parseWebVtt(`WEBVTT\n\n${cues.join('\n\n')}`)).code).toBe('tooManyParagraphs');
    expect(refusal(() => parseWebVtt('WEBVTT\n\n100:00:00.000 --> 100:00:01.000\nlate')).code).toBe('badTimestamp');
  });
});

describe('parseTimedParagraphs', () => {
  it('reads one paragraph per timed line, continuation lines and the speaker kept', () => {
    const pasted = [
      '00:00:05 Somchai Jaidee: Good afternoon.',
      'We begin with revenue.',
      '',
      '12:34 CFO: Revenue grew.',
      '[00:12:50] Margins held at 30:70.',
      '1:02:03.5 - Moderator: Thank you.',
    ].join('\r\n');
    expect(parseTimedParagraphs(pasted)).toEqual([
      { start_seconds: 5, speaker: 'Somchai Jaidee', paragraph_text: 'Good afternoon. We begin with revenue.' },
      { start_seconds: 754, speaker: 'CFO', paragraph_text: 'Revenue grew.' },
      { start_seconds: 770, speaker: 'CFO', paragraph_text: 'Margins held at 30:70.' },
      { start_seconds: 3723, speaker: 'Moderator', paragraph_text: 'Thank you.' },
    ]);
  });

  it.each<[string, string, TranscriptErrorCode, number | undefined]>([
    ['text before the first time', 'Hello\n00:00:01 CEO: Hi', 'noTime', 1],
    ['seconds past 59', '00:00:01 A: x\n00:00:75 B: y', 'badTimestamp', 2],
    ['minutes past 59', '00:61:00 A: x', 'badTimestamp', 1],
    ['a broken time', '00:00:01 A: x\n12:3 B: y', 'badTimestamp', 2],
    ['times that go back', '00:10:00 A: x\n00:09:59 B: y', 'outOfOrder', 2],
    ['a time without text', '00:00:01 A: x\n00:00:02', 'badTimestamp', 2],
    ['a speaker without text', '00:00:01 CEO:  ', 'malformed', 1],
    ['nothing', '\n\n', 'empty', undefined],
  ])('refuses %s', (_name, input, code, line) => {
    expect(refusal(() => parseTimedParagraphs(input))).toEqual({ code, line });
  });

  it('refuses a paragraph or a text beyond its bound', () => {
    expect(refusal(() => parseTimedParagraphs(`00:00:01 ${'x'.repeat(TRANSCRIPT_LIMITS.maxCueChars + 1)}`)).code).toBe(
      'tooLong',
    );
    expect(
      refusal(() => parseTimedParagraphs(`00:00:01 A: x\n${'word '.repeat(TRANSCRIPT_LIMITS.maxCueChars / 4)}`)).code,
    ).toBe('tooLong');
    expect(refusal(() => parseTimedParagraphs('x'.repeat(TRANSCRIPT_LIMITS.maxChars + 1))).code).toBe('tooLarge');
  });
});

describe('parseTranscript', () => {
  it('reads a WebVTT file as WebVTT and anything else as pasted paragraphs', () => {
    expect(parseTranscript('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nCEO: Hi')).toEqual([
      { start_seconds: 1, speaker: 'CEO', paragraph_text: 'Hi' },
    ]);
    expect(parseTranscript('00:00:01 CEO: Hi')).toEqual([{ start_seconds: 1, speaker: 'CEO', paragraph_text: 'Hi' }]);
  });
});

describe('transcriptToWebVtt', () => {
  const paragraphs = [
    { start_seconds: 0, speaker: 'Moderator', paragraph_text: 'Welcome to the call & the <results>.' },
    {
      start_seconds: 754,
      speaker: 'CFO',
      paragraph_text:
        'Revenue grew eight percent on the year, driven by the new plant, while costs held steady. Gross margin rose to thirty percent and net profit reached a record for a third quarter.',
    },
    { start_seconds: 800, speaker: '', paragraph_text: 'Thank you.' },
  ];

  it('writes a valid file: one cue per paragraph until the next starts, long ones cut into captions', () => {
    const vtt = transcriptToWebVtt(paragraphs, 'en');
    expect(
      vtt.startsWith(
        'WEBVTT\n\nt-00-00-00\n00:00:00.000 --> 00:12:34.000\n<v Moderator>Welcome to the call &amp; the &lt;results&gt;.\n',
      ),
    ).toBe(true);
    const cues = vtt.split('\n\n').slice(1);
    const cfo = cues.filter((cue) => cue.includes('<v CFO>'));
    expect(cfo.length).toBeGreaterThan(1);
    expect(cfo[0].startsWith('t-00-12-34\n00:12:34.000 --> ')).toBe(true);
    expect(cfo.at(-1)).toContain(' --> 00:13:20.000\n');
    for (const cue of cfo) expect(cue.split('\n').at(-1)!.replace('<v CFO>', '').length).toBeLessThanOrEqual(84);
    // The last paragraph lasts at least a second; no speaker, no voice span.
    expect(cues.at(-1)).toBe('t-00-13-20\n00:13:20.000 --> 00:13:21.000\nThank you.\n');
  });

  it('is read back into the same paragraphs', () => {
    expect(parseWebVtt(transcriptToWebVtt(paragraphs, 'en'))).toEqual(paragraphs);
  });

  it('gives the demo transcripts back exactly, Thai included', () => {
    for (const lang of ['th', 'en'] as const) {
      const stored = transcriptSeed
        .filter((row) => row.lang === lang)
        .sort((a, b) => a.seq - b.seq)
        .map(({ start_seconds, speaker, paragraph_text }) => ({ start_seconds, speaker, paragraph_text }));
      expect(parseWebVtt(transcriptToWebVtt(stored, lang))).toEqual(stored);
    }
  });

  it('cuts Thai at word boundaries and gives paragraphs in the same second their own identifier', () => {
    const thai = 'รายได้รวมของบริษัทเพิ่มขึ้นร้อยละแปดเมื่อเทียบกับปีก่อน '.repeat(4).trim();
    const pieces = captionPieces(thai, 'th', 40);
    expect(pieces.join('').replace(/\s/g, '')).toBe(thai.replace(/\s/g, ''));
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(40);
      // No piece starts with a vowel or tone mark cut from its consonant.
      expect(piece).not.toMatch(/^[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/u);
    }
    const vtt = transcriptToWebVtt(
      [
        { start_seconds: 5, speaker: 'ก', paragraph_text: 'หนึ่ง' },
        { start_seconds: 5, speaker: 'ข', paragraph_text: 'สอง' },
      ],
      'th',
    );
    expect(vtt).toContain('t-00-00-05\n');
    expect(vtt).toContain('t-00-00-05-2\n');
    expect(parseWebVtt(vtt).map((paragraph) => paragraph.speaker)).toEqual(['ก', 'ข']);
  });
});

describe('refusal messages', () => {
  // Every code, the two of the form route (a file refused before parsing) included.
  const codes = TRANSCRIPT_ERROR_CODES;

  it('has one for every code in both languages, and one for the line it was found on', () => {
    for (const messages of [en, th]) {
      expect(Object.keys(messages.Transcripts.errors).sort()).toEqual([...codes].sort());
      const translate = createTranslator({ locale: 'en', messages, namespace: 'Transcripts' });
      for (const code of codes) expect(translate(`errors.${code}`)).not.toMatch(/[{}]|Transcripts\./);
      expect(translate('atLine', { line: 7, message: 'x' })).toMatch(/7.*x/);
    }
  });
});
