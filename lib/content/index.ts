export { SET_HOLIDAYS } from './market-holidays';
export { WARRANT_DOCUMENT_IDS, getWarrantDocuments, warrantDocumentUrl } from './warrant-documents';
