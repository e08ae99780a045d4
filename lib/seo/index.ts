export { ogImageFile, ogImageKeyOfFile, ogImageKeys, placeThaiMarks } from './og-image';
export type { OgImageKey } from './og-image';
export { pageMetadata } from './page-metadata';
export { corporationJsonLd } from './structured-data';
