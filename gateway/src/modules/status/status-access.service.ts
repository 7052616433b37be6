import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth-user.js';
import { notFound } from '../../core/errors.js';
import { z } from 'zod';
import { sqlOn, statement } from '../../core/sql.js';

const ownedApiRow = z.object({ id: z.number(), name: z.string(), name_en: z.string().nullable(), creator_id: z.number().nullable() });
const ownedApi = statement<[apiId: number], typeof ownedApiRow>(
  'status.owned-api',
  `SELECT id, name, name_en, creator_id FROM api WHERE id = $1`,
  ownedApiRow,
);

/**
 * Who may act on an API's status (probe interval, incident updates, maintenance, channels of its own):
 * administrators, and the creator who owns it. Someone else's API answers exactly like a missing one.
 */
export async function requireOwnerOrAdmin(ds: DataSource, user: AuthUser, apiId: number): Promise<{ id: number; name: string; nameEn: string }> {
  const row = await sqlOn(ds).first(ownedApi, [apiId]);
  if (!row || (user.role !== 'ADMIN' && (user.creatorId === null || row.creator_id !== user.creatorId))) {
    throw notFound('接口不存在', 'API not found');
  }
  return { id: row.id, name: row.name, nameEn: row.name_en || row.name };
}
