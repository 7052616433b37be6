import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, internalMessage, restMapping } from '../core/errors.js';
import { pickLang } from '../core/lang.js';
import { isDataException, outOfRange } from '../core/input-text.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../core/db-outage.js';

function describeValidation(err: FastifyError): { zh: string; en: string } {
  const first = err.validation?.[0];
  const where = `${err.validationContext ?? 'request'}${first?.instancePath ?? ''}`;
  const field = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const detail = field ? `${where}/${field} is required` : `${where} ${first?.message ?? 'is invalid'}`;
  return { zh: `请求参数无效：${detail}`, en: `Invalid request: ${detail}` };
}

/** One mapper for every REST error: AppError codes, schema validation, malformed bodies, the rest → 500. */
export function registerErrorHandler(
  app: FastifyInstance,
  /** Told of each error that says the database is away (the outage is logged once, not per request). */
  sawDatabaseError: (err: unknown) => boolean = () => false,
): void {
  app.setErrorHandler((err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLang(req.headers, req.query);
    // The database cannot be reached: a 503 with Retry-After, not a 500 (the request may be retried).
    if (!(err instanceof AppError) && isDatabaseUnavailable(err)) {
      sawDatabaseError(err);
      err = databaseUnavailable();
    }
    if (err instanceof AppError) {
      const { status, code } = restMapping[err.code];
      if (err.retryAfter !== undefined) reply.header('Retry-After', String(err.retryAfter));
      // FORBIDDEN answers HTTP 200 (SPEC §8): bypass the route's success schema, which would reshape `data: null`.
      return reply
        .status(status)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send({ code, data: null, message: err.messages[lang], ...(err.reason ? { reason: err.reason } : {}) });
    }
    // A value the database refused as data (SQLSTATE class 22) is the caller's input, not our failure.
    if (isDataException(err)) {
      const e = outOfRange();
      return reply.status(400).send({ code: 400, data: null, message: e.messages[lang] });
    }
    if (err.validation) {
      const m = describeValidation(err);
      return reply.status(400).send({ code: 400, data: null, message: m[lang] });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      const retry = reply.getHeader('retry-after');
      return reply.status(429).send({
        code: 429,
        data: null,
        message:
          lang === 'zh'
            ? `请求过于频繁，请 ${retry ?? ''} 秒后再试`
            : `Too many requests, retry in ${retry ?? ''} s`,
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large…
      const zh =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? '请求体不是有效的 JSON'
          : `请求无效：${err.message}`;
      return reply
        .status(status)
        .send({ code: status, data: null, message: lang === 'zh' ? zh : err.message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, data: null, message: internalMessage[lang] });
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = pickLang(req.headers, req.query);
    reply.status(404).send({
      code: 404,
      data: null,
      message: lang === 'zh' ? `未找到：${req.method} ${req.url}` : `Not found: ${req.method} ${req.url}`,
    });
  });
}
