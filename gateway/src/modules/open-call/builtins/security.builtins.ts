import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  bool,
  BuiltinInputError,
  type BuiltinHandler,
  num,
  okData,
  oneOf,
  round,
  str,
} from './builtin-kit.js';
import { lazyModule } from '../../../core/lazy-module.js';

/** The QR code writer (with its PNG encoder: ~10,000 heap objects), loaded by the first QR code asked for. */
const qrModule = lazyModule(() => import('qrcode'));

const MAX_TEXT = 100 * 1024;

export const uuid: BuiltinHandler = (ctx) => {
  const count = num(ctx, 'count', { min: 1, max: 100, integer: true, fallback: 1 });
  return okData(Array.from({ length: count }, () => randomUUID()));
};

export const hash: BuiltinHandler = (ctx) => {
  const text = str(ctx, 'text', { required: true, max: MAX_TEXT });
  const algorithm = oneOf(ctx, 'algorithm', ['md5', 'sha1', 'sha256', 'sha512'] as const, 'sha256');
  return okData({ algorithm, hex: createHash(algorithm).update(text, 'utf8').digest('hex') });
};

export const base64: BuiltinHandler = (ctx) => {
  const text = str(ctx, 'text', { required: true, max: MAX_TEXT });
  const mode = oneOf(ctx, 'mode', ['encode', 'decode'] as const, 'encode');
  const urlSafe = bool(ctx, 'urlSafe', false);
  const encoding = urlSafe ? 'base64url' : 'base64';
  if (mode === 'encode') return okData({ mode, result: Buffer.from(text, 'utf8').toString(encoding) });
  const pattern = urlSafe ? /^[A-Za-z0-9_-]*={0,2}$/ : /^[A-Za-z0-9+/]*={0,2}$/;
  const compact = text.replace(/\s+/g, '');
  if (!pattern.test(compact) || compact.replace(/=+$/, '').length % 4 === 1) {
    throw new BuiltinInputError('不是有效的 Base64 文本', 'Not valid Base64 text');
  }
  const bytes = Buffer.from(compact, encoding);
  const result = bytes.toString('utf8');
  if (!Buffer.from(result, 'utf8').equals(bytes)) {
    throw new BuiltinInputError(
      '解码结果不是有效的 UTF-8 文本',
      'The decoded bytes are not valid UTF-8 text',
    );
  }
  return okData({ mode, result });
};

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()-_=+[]{};:,.<>/?~|\'"`\\';

export const password: BuiltinHandler = (ctx) => {
  const length = num(ctx, 'length', { min: 8, max: 128, integer: true, fallback: 16 });
  const symbols = bool(ctx, 'symbols', true);
  const classes = [LOWER, UPPER, DIGITS, ...(symbols ? [SYMBOLS] : [])];
  const alphabet = classes.join('');
  // Draw until every character class appears: uniform over the valid passwords, never "pick then patch".
  let pw = '';
  do {
    pw = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
  } while (!classes.every((c) => [...pw].some((ch) => c.includes(ch))));
  return okData({ password: pw, length, entropyBits: round(length * Math.log2(alphabet.length), 1) });
};

export const qrcode: BuiltinHandler = async (ctx) => {
  const text = str(ctx, 'text', { required: true, max: 2000 });
  const level = oneOf(ctx, 'level', ['L', 'M', 'Q', 'H'] as const, 'M');
  const { default: QRCode } = await qrModule();
  try {
    const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: level, margin: 2 });
    return okData({ level, svg });
  } catch {
    throw new BuiltinInputError(
      '内容过长，无法生成该纠错等级的二维码',
      'The text is too long for a QR code at this error-correction level',
    );
  }
};
