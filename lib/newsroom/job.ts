/** The name of the job that takes scheduled items live, and of its lease (lib/jobs/jobs.ts, every 20 seconds; docs/newsroom.md, Going live). */
export const NEWSROOM_JOB = 'newsroom';
