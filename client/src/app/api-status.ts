import type { ApiStatusKey } from '@api-market/rules';
import type { StatusPalette } from './status-palettes.js';

/**
 * The colour of each API status (DESIGN's status palettes); the words are @api-market/rules'
 * (`t('rules.apiStatus.<key>')`). 已下架 is gray like 已禁用: an API taken offline is not an error.
 */
export const API_STATUS_PALETTE: Record<ApiStatusKey, StatusPalette> = {
  normal: 'published',
  published: 'published',
  updating: 'pending',
  maintenance: 'pending',
  pending: 'pending',
  approved: 'draft',
  abnormal: 'failed',
  failed: 'failed',
  unlisted: 'offline',
  disabled: 'offline',
  unknown: 'offline',
  draft: 'draft',
};
