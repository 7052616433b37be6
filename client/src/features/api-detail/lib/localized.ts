/** SPEC §4 on the detail page (@api-market/rules): normal (1), maintenance (3), unlisted (0), else abnormal. */
export { detailStatusKey as detailStatus } from '@api-market/rules';
export { API_STATUS_PALETTE as STATUS_PALETTE } from '../../../app/api-status.js';
