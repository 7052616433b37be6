import {
  BuiltinInputError,
  type BuiltinAnswer,
  type BuiltinContext,
  type BuiltinHandler,
} from './builtin-kit.js';
import { color, dateDiff, timestamp, unit } from './data.builtins.js';
import { httpStatus, ip, userAgent } from './network.builtins.js';
import { base64, hash, password, qrcode, uuid } from './security.builtins.js';
import { jsonFormat, pinyin, quote, wordCount } from './text.builtins.js';

export type { BuiltinAnswer, BuiltinContext } from './builtin-kit.js';

/** `builtin:<name>` upstreams: answered in-process, no outbound HTTP, so the platform works offline. */
export const builtins: Record<string, BuiltinHandler> = {
  quote,
  uuid,
  ip,
  timestamp,
  base64,
  hash,
  password,
  qrcode,
  pinyin,
  unit,
  'json-format': jsonFormat,
  'word-count': wordCount,
  color,
  'user-agent': userAgent,
  'date-diff': dateDiff,
  'http-status': httpStatus,
};

export const BUILTIN_PREFIX = 'builtin:';

/** Runs a built-in; a caller mistake becomes a 400 JSON answer in the caller's language. */
export async function runBuiltin(name: string, ctx: BuiltinContext): Promise<BuiltinAnswer | null> {
  const handler = builtins[name];
  if (!handler) return null;
  try {
    return await handler(ctx);
  } catch (err) {
    if (err instanceof BuiltinInputError) {
      return { status: 400, body: { code: 400, data: null, message: ctx.lang === 'en' ? err.en : err.zh } };
    }
    throw err;
  }
}
