import seed from '@/data/seed/meetings.json';
import { defineList } from './define';

/** The roles of a shareholder-meeting document: the 28-day invitation, minutes, results. */
export const MEETING_DOCUMENT_ROLES = ['invitation', 'minutes', 'results', 'other'] as const;

/** The documents of the shareholder meetings, a tab per meeting type of the year. */
export default defineList({
  page: 'shareholderMeeting',
  path: '/basicinfo/shareholdermeeting',
  section: 'basic',
  call: {
    key: 'meetings',
    name: 'meetings',
    lang: true,
    tag: 'meetings',
    label: 'Shareholder meeting document',
    table: { name: 'meetings', key: ['meeting_id'], orderBy: 'meeting_year ASC, meeting_type ASC, meeting_id ASC' },
    seed,
  },
  // meeting_type: 0 = annual general meeting; other numbers = extraordinary or numbered meetings.
  fields: {
    meeting_id: 'integer',
    meeting_year: 'integer',
    meeting_type: 'integer',
    meeting_name: 'text',
    meeting_url: 'link',
  },
  title: 'meeting_name',
  document: 'meeting_url',
  shape: 'meetings',
  years: { spec: { newest: 2025, oldest: 2021 } },
  alert: { category: 'documents', year: 'meeting_year' },
  search: { section: 'meetings' },
  kind: {
    name: 'meetingDocument',
    fields: {
      title: { type: 'text', column: 'meeting_name', required: true },
      meetingYear: { type: 'integer', column: 'meeting_year', min: 2000, max: 2200 },
      /** 0: the annual general meeting; other numbers: extraordinary meetings. */
      meetingType: { type: 'integer', column: 'meeting_type', min: 0, max: 99 },
      meetingDate: { type: 'date' },
      role: { type: 'choice', options: MEETING_DOCUMENT_ROLES },
      document: { type: 'document', column: 'meeting_url' },
    },
    meeting: { date: 'meetingDate', role: 'role', year: 'meetingYear', type: 'meetingType' },
  },
});
