/** The route the item form sends a chosen PDF to (lib/newsroom, docs/newsroom.md), and its file field. */
export const UPLOAD_ROUTE = '/api/workspace/uploads';
export const UPLOAD_FIELD = 'file';
