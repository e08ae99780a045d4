import { parseSetting } from '@/lib/config/settings.mjs';
import { createPacer } from './pacer';

describe('the alert mail pacer', () => {
  it('spaces sends 1/perSecond apart, shared by concurrent senders, without saving up idle time', async () => {
    let clock = 0;
    const waits: number[] = [];
    const pacer = createPacer({ perSecond: 4, now: () => clock, sleep: async (ms) => void waits.push(ms) });
    await Promise.all([pacer.wait(), pacer.wait(), pacer.wait()]);
    expect(waits).toEqual([250, 500]);
    clock = 10_000;
    waits.length = 0;
    await pacer.wait();
    await pacer.wait();
    expect(waits).toEqual([250]);
  });

  it('lets everything through at 0, and reads ALERT_MAILS_PER_SECOND within 0 to 1000', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseSetting('ALERT_MAILS_PER_SECOND', '0')).toBe(0);
    expect(parseSetting('ALERT_MAILS_PER_SECOND', '2.5')).toBe(2.5);
    expect(parseSetting('ALERT_MAILS_PER_SECOND', undefined)).toBe(10);
    expect(parseSetting('ALERT_MAILS_PER_SECOND', '1001')).toBe(10);
    expect(parseSetting('ALERT_MAILS_PER_SECOND', '-1')).toBe(10);
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
