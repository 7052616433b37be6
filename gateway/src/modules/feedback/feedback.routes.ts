import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAdmin, requireUser } from '../../http/auth.js';
import { envelopeSchema, idParams, ok } from '../../http/envelope.js';
import { AppError, badInput } from '../../http/errors.js';
import { pickLang } from '../../http/lang.js';
import type { Services } from '../../services.js';
import type { Feedback } from './feedback.types.js';
import type { PublicFeedbackFields } from './feedback-rules.js';
import { type ImageMime, MAX_SCREENSHOT_BYTES, sniffImage } from './image-type.js';

const FIELD_MAX_BYTES = 16 * 1024;
const FILE_FIELDS = new Set(['screenshot', 'file', 'image']);

/** Multipart limit errors → 413 with a message in the caller's language. */
const LIMIT_MESSAGES: Record<string, { zh: string; en: string }> = {
  FST_REQ_FILE_TOO_LARGE: { zh: '截图不能超过 2 MB', en: 'The screenshot must not exceed 2 MB' },
  FST_FILES_LIMIT: { zh: '只能上传一张截图', en: 'Only one screenshot can be attached' },
  FST_FIELDS_LIMIT: { zh: '表单字段过多', en: 'Too many form fields' },
  FST_PARTS_LIMIT: { zh: '表单字段过多', en: 'Too many form parts' },
};

const toRest = (f: Feedback) => ({
  ...f,
  createdAt: f.createdAt.toISOString(),
  resolvedAt: f.resolvedAt ? f.resolvedAt.toISOString() : null,
});

const listQuery = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['public', 'admin'] },
    status: { type: 'string', enum: ['open', 'resolved'] },
    problemTypeId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    apiId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

const listResponse = envelopeSchema({ type: 'array', items: { type: 'object', additionalProperties: true } }, { total: { type: 'integer' } });

type ListQuery = { kind?: string; status?: string; problemTypeId?: number; apiId?: number; page: number; pageSize: number };

/** Reads the multipart form: text fields, and one image checked by its bytes. */
async function readForm(req: FastifyRequest): Promise<{ fields: Record<string, string>; screenshot: { mime: ImageMime; bytes: Buffer } | null }> {
  const fields: Record<string, string> = {};
  let screenshot: { mime: ImageMime; bytes: Buffer } | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (!FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        throw badInput(`不支持的文件字段：${part.fieldname}`, `Unexpected file field: ${part.fieldname}`);
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue; // an empty file input means "no screenshot"
      const mime = sniffImage(bytes);
      if (!mime) throw badInput('截图只能是 PNG、JPEG、GIF 或 WebP 图片', 'The screenshot must be a PNG, JPEG, GIF or WebP image');
      screenshot = { mime, bytes };
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw badInput(`字段过长：${part.fieldname}`, `Field too long: ${part.fieldname}`);
      }
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  return { fields, screenshot };
}

export async function feedbackRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { feedback } = opts.services;
  // Scoped to this plugin: only the feedback form takes multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_SCREENSHOT_BYTES, files: 1, fields: 20, parts: 21, fieldSize: FIELD_MAX_BYTES, fieldNameSize: 64 },
    throwFileSizeLimit: true,
  });

  app.post('/api/submitFeedback', async (req: FastifyRequest, reply: FastifyReply) => {
    let fields: PublicFeedbackFields;
    let screenshot: { mime: ImageMime; bytes: Buffer } | null = null;
    await feedback.admit(req.ip);
    if (req.isMultipart()) {
      try {
        ({ fields, screenshot } = await readForm(req));
      } catch (err) {
        const m = LIMIT_MESSAGES[(err as { code?: string }).code ?? ''];
        if (m) return reply.status(413).send({ code: 413, data: null, message: m[pickLang(req.headers, req.query)] });
        if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
        // The parser's own errors (no boundary, body cut short…): only the form is at fault here.
        throw badInput('表单格式无效', 'Malformed multipart form');
      }
    } else {
      // The same fields as JSON, for clients without a screenshot.
      const body = req.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw badInput('请以 multipart/form-data 或 JSON 提交反馈', 'Send the feedback as multipart/form-data or JSON');
      }
      fields = body as PublicFeedbackFields;
    }
    const saved = await feedback.submitPublic(fields, screenshot, { user: req.user, ip: req.ip });
    return ok(toRest(saved), pickLang(req.headers, req.query) === 'zh' ? '反馈提交成功' : 'Feedback submitted');
  });

  app.post('/api/system/problemsubmit', { schema: { body: { type: 'object' } } }, async (req) => {
    const admin = requireAdmin(req.user);
    await feedback.admit(req.ip);
    const saved = await feedback.submitReport(req.body as Record<string, unknown>, admin, req.ip);
    return ok(toRest(saved));
  });

  app.get('/api/system/feedback', { schema: { querystring: listQuery, response: { 200: listResponse } } }, async (req) => {
    requireAdmin(req.user);
    const page = await feedback.list(req.query as ListQuery);
    return { ...ok(page.items.map(toRest)), total: page.total };
  });

  app.get('/api/system/api/author/bugs', { schema: { querystring: listQuery, response: { 200: listResponse } } }, async (req) => {
    const user = requireUser(req.user);
    const page = await feedback.listForCreator(user, req.query as ListQuery);
    return { ...ok(page.items.map(toRest)), total: page.total };
  });

  app.post(
    '/api/system/feedback/:id/resolve',
    { schema: { params: idParams, body: { type: ['object', 'null'], properties: { resolution: { type: ['string', 'null'] } } } } },
    async (req) => {
      const admin = requireAdmin(req.user);
      const { id } = req.params as { id: string };
      const body = (req.body ?? {}) as { resolution?: string | null };
      return ok(toRest(await feedback.resolve(Number(id), admin, body.resolution)));
    },
  );

  app.get('/api/system/feedback/:id/screenshot', { schema: { params: idParams } }, async (req, reply) => {
    const user = requireUser(req.user);
    const { id } = req.params as { id: string };
    const shot = await feedback.screenshot(Number(id), user);
    // Served as a download-safe image: no sniffing, no scripts even if a browser opens it directly.
    return reply
      .header('content-type', shot.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(shot.bytes);
  });
}
