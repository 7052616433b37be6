import multipart from '@fastify/multipart';
import { createHash } from 'node:crypto';
import { idempotencyHeaders, idempotencyResponses } from '../idempotency/idempotency.presenter.js';
import { idempotencyKeyOf, principalOf, REPLAYED_HEADER, type IdempotencyService } from '../idempotency/idempotency.service.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, idParams, ok } from '../../core/envelope.js';
import { arrayOf, doc, int, rowId } from '../../core/json-schema.js';
import { AppError, badInput } from '../../core/errors.js';
import { pickLang } from '../../core/lang.js';
import { badText, badTextPath } from '../../core/input-text.js';
import { gate } from '../../core/guards.js';
import { PAGED_LISTS, pagingQuery } from '../../core/paging.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { feedbackPolicy } from './feedback.policy.js';
import { Feedback } from './feedback.types.js';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from './feedback.entity.js';
import type { PublicFeedbackFields } from './feedback.rules.js';
import { type ImageMime, MAX_SCREENSHOT_BYTES, sniffImage } from './image-type.js';
import type { FeedbackService } from './feedback.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { feedback: FeedbackService; idempotency: IdempotencyService };

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
    kind: { type: 'string', enum: [...FEEDBACK_KINDS] },
    status: { type: 'string', enum: [...FEEDBACK_STATUSES] },
    problemTypeId: rowId,
    apiId: rowId,
    ...pagingQuery(PAGED_LISTS.feedback),
  },
} as const;

/** Public feedback (kind public) or an admin problem report (kind admin): the GraphQL view, declared once (feedback.types.ts). */
const feedbackSchema = restSchemaOf(Feedback);
const one = { 200: envelopeSchema(feedbackSchema) };
const listResponse = envelopeSchema(arrayOf(feedbackSchema), { total: int });

/** SPEC §3 Public feedback, as multipart/form-data (with an optional screenshot) or JSON. */
const publicFeedbackForm = {
  type: 'object',
  required: ['problemType', 'summary', 'contact'],
  properties: {
    problemType: { type: 'string', description: 'A problem type id from GET /api/problemList.' },
    summary: { type: 'string', minLength: 5, maxLength: 20 },
    description: { type: 'string' },
    severity: { type: 'string' },
    contact: { type: 'string', format: 'email' },
    userId: { type: 'string' },
    apiId: { type: 'string' },
    screenshot: { type: 'string', format: 'binary', description: 'PNG, JPEG, GIF or WebP, at most 2 MB.' },
  },
} as const;

const publicFeedbackDoc = {
  ...doc(
    'Submit feedback · 提交反馈',
    'multipart/form-data of the feedback fields (an optional screenshot image up to 2 MB), or the same fields as JSON. Each invalid field gets its own message in the caller’s language.',
  ),
  // Documented only: the multipart parser reads the body itself, so Fastify must not validate it.
  'x-request-body': {
    required: true,
    content: {
      'multipart/form-data': { schema: publicFeedbackForm },
      'application/json': {
        schema: publicFeedbackForm,
        example: {
          problemType: '1',
          summary: '页面加载很慢',
          description: '首页接口列表加载超过 10 秒',
          severity: 'medium',
          contact: 'me@example.com',
          userId: '',
        },
      },
    },
  },
};

type ListQuery = {
  kind?: string;
  status?: string;
  problemTypeId?: number;
  apiId?: number;
  page: number;
  pageSize: number;
};

/** Reads the multipart form: text fields, and one image checked by its bytes. */
async function readForm(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; screenshot: { mime: ImageMime; bytes: Buffer } | null }> {
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
      if (!mime)
        throw badInput(
          '截图只能是 PNG、JPEG、GIF 或 WebP 图片',
          'The screenshot must be a PNG, JPEG, GIF or WebP image',
        );
      screenshot = { mime, bytes };
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw badInput(`字段过长：${part.fieldname}`, `Field too long: ${part.fieldname}`);
      }
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  // The input guard's text rule (it sees JSON bodies only; a form is read here): a NUL is a 400 naming
  // the field, before any limit is charged or anything is written.
  const bad = badTextPath(fields, 'body');
  if (bad) throw badText(bad);
  return { fields, screenshot };
}

export async function feedbackRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { feedback } = opts.services;
  // Scoped to this plugin: only the feedback form takes multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_SCREENSHOT_BYTES,
      files: 1,
      fields: 20,
      parts: 21,
      fieldSize: FIELD_MAX_BYTES,
      fieldNameSize: 64,
    },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/submitFeedback',
    {
      schema: {
        ...publicFeedbackDoc,
        headers: idempotencyHeaders,
        response: {
          ...one,
          413: errorEnvelopeSchema(413, 'The screenshot or a field is too large.'),
          ...idempotencyResponses,
        },
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      let fields: PublicFeedbackFields;
      let screenshot: { mime: ImageMime; bytes: Buffer } | null = null;
      await feedback.admit(req.ip);
      if (req.isMultipart()) {
        try {
          ({ fields, screenshot } = await readForm(req));
        } catch (err) {
          const m = LIMIT_MESSAGES[(err as { code?: string }).code ?? ''];
          if (m)
            return reply
              .status(413)
              .send({ code: 413, data: null, message: m[pickLang(req.headers, req.query)] });
          if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
          // The parser's own errors (no boundary, body cut short…): only the form is at fault here.
          throw badInput('表单格式无效', 'Malformed multipart form');
        }
      } else {
        // The same fields as JSON, for clients without a screenshot.
        const body = req.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) {
          throw badInput(
            '请以 multipart/form-data 或 JSON 提交反馈',
            'Send the feedback as multipart/form-data or JSON',
          );
        }
        fields = body as PublicFeedbackFields;
      }
      const key = idempotencyKeyOf(req.headers);
      // The request a key names: the fields, and the screenshot by its digest.
      const request = { fields, screenshot: screenshot && createHash('sha256').update(screenshot.bytes).digest('hex') };
      const { result, replayed } = await opts.services.idempotency.run(
        key === null ? null : { scope: 'POST /api/submitFeedback', principal: principalOf(req.user, req.ip), key, request },
        async (unit) =>
          ok(
            toRest(await feedback.submitPublic(fields, screenshot, { user: req.user, ip: req.ip }, unit)),
            pickLang(req.headers, req.query) === 'zh' ? '反馈提交成功' : 'Feedback submitted',
          ),
      );
      if (replayed) void reply.header(REPLAYED_HEADER, 'true');
      return result;
    },
  );

  const reportBody = {
    type: 'object',
    required: ['description', 'urgency', 'adminId', 'issueType'],
    examples: [
      {
        description: '审核页面批量操作偶尔失败',
        urgency: 'high',
        adminId: 'admin',
        issueType: 1,
        note: '',
        req_id: 1,
      },
    ],
    properties: {
      description: { type: 'string', minLength: 10 },
      urgency: { type: 'string', enum: ['low', 'medium', 'high'] },
      adminId: { type: ['string', 'integer'], description: 'The assignee: an administrator’s account.' },
      issueType: { type: ['string', 'integer'], description: 'A problem type id.' },
      note: { type: ['string', 'null'] },
      req_id: {
        type: ['string', 'integer', 'null'],
        description: 'The workspace id (GET /api/system/getTopSpace).',
      },
    },
  } as const;
  app.post(
    '/api/system/problemsubmit',
    {
      preValidation: gate(feedbackPolicy.fileProblemReport),
      schema: {
        ...doc(
          'Admin problem report · 问题上报',
          'Description at least 10 characters; urgency, admin, issue type and workspace required.',
        ),
        // The service checks the fields itself so the SPEC §5 message reaches the caller; the document shows them.
        body: { type: 'object' },
        'x-request-body': {
          required: true,
          content: { 'application/json': { schema: reportBody, example: reportBody.examples[0] } },
        },
        response: one,
      },
    },
    async (req) => {
      await feedback.admit(req.ip);
      const saved = await feedback.submitReport(req.body as Record<string, unknown>, req.user, req.ip);
      return ok(toRest(saved));
    },
  );

  app.get(
    '/api/system/feedback',
    {
      preValidation: gate(feedbackPolicy.readAll),
      schema: {
        ...doc('Feedback inbox · 反馈列表', 'Public feedback and admin reports, filtered; newest first.'),
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (req) => {
      const page = await feedback.list(req.user, req.query as ListQuery);
      return { ...ok(page.items.map(toRest)), total: page.total };
    },
  );

  app.get(
    '/api/system/api/author/bugs',
    {
      preValidation: gate(feedbackPolicy.readOnOwnApis),
      schema: {
        ...doc('Bug reports on my APIs · 我的接口问题', 'Public feedback that names one of the caller’s APIs; administrators’ internal problem reports are not shown.'),
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (req) => {
      const page = await feedback.listForCreator(req.user, req.query as ListQuery);
      return { ...ok(page.items.map(toRest)), total: page.total };
    },
  );

  app.post(
    '/api/system/feedback/:id/resolve',
    {
      preValidation: gate(feedbackPolicy.triage),
      schema: {
        ...doc('Resolve feedback · 处理反馈'),
        params: idParams,
        body: {
          type: ['object', 'null'],
          examples: [{ resolution: '已修复' }],
          properties: { resolution: { type: ['string', 'null'] } },
        },
        response: one,
      },
    },
    async (req) => {

      const { id } = req.params as { id: string };
      const body = (req.body ?? {}) as { resolution?: string | null };
      return ok(toRest(await feedback.resolve(Number(id), req.user, body.resolution)));
    },
  );

  const screenshotDoc = {
    ...doc(
      'Feedback screenshot · 反馈截图',
      'The image bytes; for administrators and the creator of the API the feedback names.',
    ),
    'x-responses': {
      200: {
        description: 'The screenshot image.',
        content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
      },
    },
  };
  app.get(
    '/api/system/feedback/:id/screenshot',
    { preValidation: gate(feedbackPolicy.readScreenshot), schema: { ...screenshotDoc, params: idParams } },
    async (req, reply) => {

      const { id } = req.params as { id: string };
      const shot = await feedback.screenshot(Number(id), req.user);
      // Served as a download-safe image: no sniffing, no scripts even if a browser opens it directly.
      return reply
        .header('content-type', shot.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(shot.bytes);
    },
  );
}
