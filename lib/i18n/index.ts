export { fillTemplate, labelsOf } from './labels';
export { mergeMessages } from './merge-messages';
export type { GroupIn, KeyIn, MessageGroup, PlainKeyIn, Translator } from './message-keys';
export type { Messages } from './merge-messages';
export { resolveLocale } from './page-locale';
export type { LocaleParams } from './page-locale';
export { delocalizePath, localizePath } from './paths';
export { routing } from './routing';
export type { Locale } from './routing';
