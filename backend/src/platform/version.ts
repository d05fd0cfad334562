// Product version (spec 01 §9), sent as X-CS-Version on every response (spec 01 §7).
export const PRODUCT_VERSION = '5.406';
