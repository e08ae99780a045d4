export type { IcsEvent } from './ics';
export { escapeXml } from './rss';
