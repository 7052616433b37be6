import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { sqlOn, statement } from '../../core/sql.js';
import { badInput, notFound } from '../../core/errors.js';
import { charLength } from '../../core/text.js';
import type { AttachedCall, CallOwner, CallParam } from './call-attachment.types.js';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const MAX_PARAMS = 20;

const callRow = z.object({
  api_id: z.number(),
  status: z.number(),
  success: z.boolean(),
  response_time_ms: z.number(),
  requested_at: z.date(),
  user_id: z.number().nullable(),
  request_ip: z.string(),
  version: z.string().nullable(),
});
const recordedCall = statement<[callId: number], typeof callRow>(
  'call-attachment.call',
  `SELECT api_id, status, success, response_time_ms, requested_at, user_id, request_ip, version FROM api_call WHERE id = $1`,
  callRow,
);

const notYours = () => badInput('只能附加自己的调用记录', 'You can only attach one of your own recorded calls');

/**
 * Checks that the call exists, belongs to the caller and (when given) to the API, and returns the
 * snapshot to store. Status, success, time and response time come from the server's record; the
 * method and parameters are what the caller says it sent (the record does not keep them).
 */
async function snapshotCall(ds: DataSource, raw: unknown, owner: CallOwner, apiId: number | null): Promise<AttachedCall | null> {
  if (raw === undefined || raw === null) return null;
  const input = (typeof raw === 'string' ? parseJson(raw) : raw) as { callId?: unknown; method?: unknown; params?: unknown };
  if (!input || typeof input !== 'object') throw badInput('附加的调用记录格式无效', 'Invalid attached call');
  const callId = Number(input.callId);
  if (!Number.isSafeInteger(callId) || callId < 1) throw badInput('附加的调用记录格式无效', 'Invalid attached call');
  const method = typeof input.method === 'string' && input.method ? input.method.toUpperCase() : 'GET';
  if (!(METHODS as readonly string[]).includes(method)) throw badInput('请求方法只能是 GET、POST、PUT 或 DELETE', 'Method must be GET, POST, PUT or DELETE');
  const params = checkParams(input.params);
  const row = await sqlOn(ds).first(recordedCall, [callId]);
  if (!row) throw notFound('调用记录不存在', 'Call record not found');
  const mine = 'userId' in owner ? row.user_id === owner.userId : row.user_id === null && row.request_ip === owner.ip;
  if (!mine) throw notYours();
  if (apiId !== null && row.api_id !== apiId) throw badInput('调用记录不属于该接口', 'The call was made to another API');
  return {
    callId,
    apiId: row.api_id,
    method,
    params,
    status: row.status,
    success: row.success,
    responseTimeMs: row.response_time_ms,
    requestedAt: new Date(row.requested_at).toISOString(),
    version: row.version,
  };
}

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    throw badInput('附加的调用记录格式无效', 'Invalid attached call');
  }
}

function checkParams(raw: unknown): CallParam[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > MAX_PARAMS) throw badInput(`参数最多 ${MAX_PARAMS} 个`, `At most ${MAX_PARAMS} parameters`);
  return raw.map((p: unknown) => {
    const { name, value } = (p ?? {}) as { name?: unknown; value?: unknown };
    if (typeof name !== 'string' || !name.trim() || charLength(name) > 64 || (value !== undefined && typeof value !== 'string' && typeof value !== 'number')) {
      throw badInput('参数格式无效', 'Invalid parameter');
    }
    const v = value === undefined ? '' : String(value);
    if (charLength(v) > 1000) throw badInput('参数值不能超过1000个字符', 'A parameter value cannot exceed 1000 characters');
    return { name: name.trim(), value: v };
  });
}

/** Attaching one of the caller's recorded open calls to a comment or a feedback report. */
export class CallAttachmentService {
  constructor(private readonly ds: DataSource) {}

  /** The attached call to store, or null when none is given; 400/404 when it is not the caller's. */
  snapshot(raw: unknown, owner: CallOwner, apiId: number | null): Promise<AttachedCall | null> {
    return snapshotCall(this.ds, raw, owner, apiId);
  }
}
