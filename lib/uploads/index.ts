/**
 * PDF uploads of the IR workspace (docs/uploads.md): a multipart form streamed to disk, each file
 * checked as a PDF in a worker thread and stored once under its SHA-256, and the response that serves
 * a stored file under its download name, and the thumbnails of page 1. What the rest of the site imports.
 */
export { documentDisposition, MAX_NAME_LENGTH, sanitizeDownloadName } from './download-name';
export {
  UPLOAD_MESSAGE_KEYS,
  UploadError,
  uploadMessageKey,
  uploadMessageValues,
  type UploadErrorCode,
} from './errors';
export {
  checkPdfFile,
  pdfCheckerThread,
  stopPdfChecker,
  warmPdfChecker,
  type PdfRefusal,
  type PdfVerdict,
} from './pdf-check';
export {
  documentThumbnail,
  storedThumbnailResponse,
  THUMBNAIL_MAX_HEIGHT,
  THUMBNAIL_WIDTH,
  thumbnailFailedPath,
  thumbnailPath,
  type Thumbnail,
  type ThumbnailOptions,
  type ThumbnailServeOptions,
} from './thumbnail';
export {
  readTextFile,
  receivePdfFile,
  receivePdfUploads,
  type ReceivedTextFile,
  type ReceivedUpload,
  type ReceiveOptions,
  type StoredPdf,
  type TextFileRule,
  type UploadedPdf,
} from './receive';
export {
  diskStore,
  s3Store,
  uploadFilesHealth,
  uploadsForBackup,
  uploadStore,
  usesObjectStorage,
  type ByteRange,
  type ObjectStore,
  type PutOptions,
  type S3ObjectStore,
  type S3StoreOptions,
  type StoredObject,
} from './object-store';
export { storedDocumentResponse, storedVideoResponse, type ServeOptions, type VideoServeOptions } from './serve';
export { receiveVideoUpload, videoHref, type StoredVideo, type VideoReceiveOptions } from './receive-video';
export { sniffVideo, VIDEO_CONTENT_TYPES, type VideoType } from './video-type';
export {
  documentKey,
  isDocumentHash,
  parseVideoFileName,
  storedPath,
  storedVideoPath,
  uploadDirectory,
  uploadLimits,
  videoKey,
  videoMaxBytes,
  type UploadLimits,
} from './storage';
