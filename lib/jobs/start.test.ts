/** @jest-environment node */
import { parseSetting } from '@/lib/config/settings.mjs';

const jobLeaseMs = (value: string | undefined) => parseSetting('JOB_LEASE_SECONDS', value) * 1000;
const schedulerDisabled = (value: string | undefined) => parseSetting('JOB_SCHEDULER', value) === 'off';

describe('the scheduler settings', () => {
  it('JOB_LEASE_SECONDS: whole seconds from 1 to 3600, else 60', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(jobLeaseMs(undefined)).toBe(60_000);
    expect(jobLeaseMs(' 3 ')).toBe(3_000);
    expect(jobLeaseMs('3600')).toBe(3_600_000);
    for (const wrong of ['0', '3601', '1.5', '-2', 'ten']) expect(jobLeaseMs(wrong)).toBe(60_000);
    expect(error).toHaveBeenCalledTimes(5);
    error.mockRestore();
  });

  it('JOB_SCHEDULER=off turns the scheduler off', () => {
    expect(schedulerDisabled('off')).toBe(true);
    expect(schedulerDisabled(' OFF ')).toBe(true);
    expect(schedulerDisabled(undefined)).toBe(false);
  });
});
