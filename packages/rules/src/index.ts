// @api-market/rules: the SPEC §4–§5 rules and labels the gateway and the client both apply — limits,
// patterns, status codes and their zh/en labels, unit lists. Pure data and functions (no I/O, no
// dependencies). The client may not restate any of them (eslint.config.js, "shared rules").
export * from './label.js';
export * from './api-status.js';
export * from './api-form.js';
export * from './feedback.js';
export * from './community.js';
export * from './keys.js';
export * from './policy.js';
export * from './tender.js';
export * from './content.js';
export * from './accounts.js';
export * from './review.js';
export * from './token-rule.js';
export * from './plans.js';
export * from './param-location.js';
export * from './alerts.js';
export * from './imports.js';
export * from './text.js';
