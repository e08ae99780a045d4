export { getAnalystContacts } from './analyst-contacts';
export { getBonds, sumMillionBaht } from './bonds';
export type { BondEntry } from './bonds';
export { getDealerBanks } from './dealer-banks';
export type { DealerBank } from './dealer-banks';
export { SET_HOLIDAYS } from './market-holidays';
export { WARRANT_DOCUMENT_IDS, getWarrantDocuments, warrantDocumentUrl } from './warrant-documents';
