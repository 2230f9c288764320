// The words the server also says (out of stock, no size chosen, session expired, ...): one source,
// imported from the server's import-free file, so the browser never keeps a copy that could drift.
export * from '../../../server/src/common/shop-messages';
