/** Spec 01 §9: product version; compared with the backend's X-CS-Version (spec 01 §7). */
export const CLIENT_VERSION = '5.406';
export const PRODUCT_NAME = 'Care Call Console';
