/** Reported by /health and the OpenAPI document; bumped with releases. */
export const APP_VERSION = '0.1.0';
