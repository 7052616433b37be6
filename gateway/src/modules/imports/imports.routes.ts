import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, idParams, ok } from '../../core/envelope.js';
import { AppError, badInput } from '../../core/errors.js';
import { gate } from '../../core/guards.js';
import { doc, obj } from '../../core/json-schema.js';
import { pickLang } from '../../core/lang.js';
import type { ApiExportService, ExportFormat } from './export.service.js';
import { render } from './export.service.js';
import { IMPORT_LIMITS } from './import-model.js';
import { importsPolicy } from './imports.policy.js';
import { toOutcome, toPreview } from './imports.presenter.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { ApiImport } from './imports.types.js';
import type { ApiImportService, RequestSource } from './imports.service.js';
import type { Config } from '../../config.js';

type Deps = { apiImport: ApiImportService; apiExport: ApiExportService; config: Pick<Config, 'publicBaseUrl'> };

/** Where callers reach the platform: PUBLIC_BASE_URL when set, else the request's own scheme and host. */
const originOf = (req: FastifyRequest, config: Deps['config']) =>
  config.publicBaseUrl ? config.publicBaseUrl.replace(/\/+$/, '') : `${req.protocol}://${req.host}`;

interface ImportBody {
  content?: string;
  url?: string;
  choices?: Record<string, string> | string;
}

const importForm = {
  type: 'object',
  properties: {
    file: { type: 'string', format: 'binary', description: `The document (OpenAPI 3.x / Swagger 2.0 JSON or YAML, Postman v2.1, HAR, or a cURL command), at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.` },
    content: { type: 'string', description: 'The document as text (instead of a file).' },
    url: { type: 'string', description: 'Where the gateway fetches the document (through the SSRF guard); remembered for re-sync.' },
    choices: { type: 'object', additionalProperties: { type: 'string', enum: ['new', 'update', 'skip'] }, description: 'Operation key → new / update / skip (as a JSON text in a multipart form). Operations without a choice follow the preview’s `action`.' },
  },
} as const;

/** Documented only: the multipart parser reads the body itself, so Fastify must not validate it. */
const importDoc = {
    ...doc(
      'Import APIs · 导入接口',
      `OpenAPI 3.0/3.1, Swagger 2.0 (JSON or YAML), Postman collection v2.1, HAR or a cURL command, as multipart/form-data (\`file\`) or JSON (\`content\` or \`url\`). Each operation becomes a draft API of the caller; an operation whose method and path match one of the caller’s APIs updates it (a listed API’s contract change becomes a reviewed revision), fields the source did not change since the last import keep their local edits. \`?dryRun=true\` answers the preview only (operations, warnings, matches and their diff) and writes nothing. A malformed or unrecognised document, a \`$ref\` cycle, an oversized one, or a URL the SSRF guard refuses: 400 with reason IMPORT_DOCUMENT_INVALID, nothing written. An import writes at most ${IMPORT_LIMITS.maxWrites} APIs (new and updated; \`choices\` can skip the rest): past that, 400 with reason IMPORT_TOO_MANY_APIS, nothing written.`,
    ),
    querystring: { type: 'object', properties: { dryRun: { type: 'boolean', default: false } } },
    'x-request-body': {
      required: true,
      content: {
        'multipart/form-data': { schema: importForm },
        'application/json': { schema: importForm, example: { url: 'https://petstore3.swagger.io/api/v3/openapi.json', choices: { 'GET /pet/{petId}': 'new' } } },
      },
    },
};

const invalidBody = (zh: string, en: string) => new AppError('BAD_USER_INPUT', { zh, en }, { reason: 'IMPORT_DOCUMENT_INVALID' });

/** The multipart form: one `file` and the text fields. */
async function readForm(req: FastifyRequest): Promise<ImportBody> {
  const body: ImportBody = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badInput(`不支持的文件字段：${part.fieldname}`, `Unexpected file field: ${part.fieldname}`);
        }
        body.content = (await part.toBuffer()).toString('utf8');
      } else if (part.fieldname === 'content' || part.fieldname === 'url' || part.fieldname === 'choices') {
        body[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidBody(`文档超过 ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB 上限`, `The document exceeds the ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB limit`);
    }
    throw err;
  }
  return body;
}

function choicesOf(raw: unknown): Record<string, string> {
  if (raw === undefined || raw === '') return {};
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badInput('choices 必须是 JSON 对象', 'choices must be a JSON object');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    throw badInput('choices 必须是“接口键 → new/update/skip”的对象', 'choices must map operation keys to new/update/skip');
  }
  return value as Record<string, string>;
}

const exportDoc = (what: string) =>
  doc(`${what} as OpenAPI 3.1 · 导出 OpenAPI`, 'The contract as an OpenAPI 3.1 document (JSON, or YAML with `?format=yaml` or the `.yaml` path). Importing it gives the same APIs back: what the API form holds beyond OpenAPI is in each operation’s `x-api-market`.');
const notFoundAnswer = { 404: errorEnvelopeSchema(404, 'No such listed API, or one the caller may not see.') };
/** Documented only: the answer is the document itself (not an envelope), JSON or YAML text. */
const documentAnswer = {
  'x-responses': {
    200: {
      description: 'The OpenAPI 3.1 document.',
      content: {
        'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'], properties: { openapi: { type: 'string', enum: ['3.1.0'] }, info: { type: 'object' }, paths: { type: 'object' } } } },
        'application/yaml': { schema: { type: 'string' } },
      },
    },
  },
};
const formatQuery = { type: 'object', properties: { format: { type: 'string', enum: ['json', 'yaml'] } } } as const;

async function send(reply: FastifyReply, document: Record<string, unknown>, format: ExportFormat, name: string) {
  const text = await render(document, format);
  return reply
    .type(format === 'yaml' ? 'application/yaml; charset=utf-8' : 'application/json; charset=utf-8')
    .header('content-disposition', `inline; filename="${name}.${format}"`)
    .send(text);
}

/** Content types the upload door takes as bytes (JSON has this scope's own bytes parser already). */
const UPLOAD_TYPES = ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml', 'text/plain', 'application/octet-stream'];

/** Import (`POST /api/apis/import`) and export (`…/openapi.json|yaml`) of APIs (issue #29). */
export async function importsRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { apiImport, apiExport, config } = opts.services;
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1024 * 1024 }, throwFileSizeLimit: true });
  // The JSON body comes as its bytes: a large one (a 20 MB document in `content`) is parsed on the import
  // worker, never with JSON.parse on the event loop that serves every other request (this scope only).
  const bodyLimit = IMPORT_LIMITS.maxBytes + 1024 * 1024;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));

  app.post<{ Querystring: { dryRun?: boolean } }>(
    '/api/apis/import',
    {
      preValidation: gate(importsPolicy.importApis),
      bodyLimit,
      schema: {
        ...importDoc,
        response: { 200: envelopeSchema(restSchemaOf(ApiImport)) },
      },
    },
    async (req, reply) => {
      const lang = pickLang(req.headers, req.query);
      const dryRun = req.query.dryRun === true;
      let source: Parameters<ApiImportService['previewAnswer']>[1];
      let choices: unknown;
      if (req.isMultipart()) {
        const body = await readForm(req);
        source = { content: body.content, url: body.url };
        choices = body.choices;
      } else if (Buffer.isBuffer(req.body)) {
        ({ source, choices } = await apiImport.readRequest(req.user, req.body, dryRun));
      } else {
        source = {};
      }
      if (dryRun) {
        const message = lang === 'en' ? 'Preview: nothing was written' : '预览：未写入任何内容';
        const answer = await apiImport.previewAnswer(req.user, source, lang, message);
        // A large preview arrives as the envelope's JSON text, serialised on the worker: sent as it is.
        if ('json' in answer) return reply.type('application/json; charset=utf-8').send(answer.json);
        return ok({ ...toPreview(answer.preview, lang), results: [] }, message);
      }
      const outcome = await apiImport.apply(req.user, source as RequestSource, choicesOf(choices));
      const done = outcome.results.filter((r) => r.apiId !== null && !r.error).length;
      return ok(toOutcome(outcome, lang), lang === 'en' ? `Imported ${done} operation(s)` : `已导入 ${done} 个接口`);
    },
  );

  // The GraphQL door's large documents (issue #29): the bytes as they came, kept for a short-lived reference.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
  app.post(
    '/api/apis/import/uploads',
    {
      preValidation: gate(importsPolicy.importApis),
      bodyLimit,
      schema: {
        ...doc(
          'Upload a document to import · 上传导入文档',
          'The document’s bytes as the body (any of application/json, application/yaml, text/yaml, text/plain, application/octet-stream; at most 25 MB), kept unparsed for 15 minutes for the uploader only. Answers its uploadId, which previewApiImport / importApis take as source {uploadId}: a large document never travels in a GraphQL body (those stop at 1 MB, and content there at 256 KB). The document is parsed when it is previewed or imported, on the import worker when over 256 KB.',
        ),
        response: {
          200: envelopeSchema(obj({ uploadId: { type: 'string' }, bytes: { type: 'integer' }, expiresAt: { type: 'string', format: 'date-time' } })),
          400: errorEnvelopeSchema(400, 'An empty document or one over 25 MB (reason IMPORT_DOCUMENT_INVALID).'),
        },
      },
    },
    async (req) => {
      const lang = pickLang(req.headers, req.query);
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const kept = await apiImport.upload(req.user, bytes);
      return ok({ ...kept, expiresAt: kept.expiresAt.toISOString() }, lang === 'en' ? 'Uploaded' : '已上传');
    },
  );

  for (const format of ['json', 'yaml'] as const) {
    app.get<{ Querystring: { format?: ExportFormat } }>(
      `/api/apis/mine/openapi.${format}`,
      {
        preValidation: gate(importsPolicy.exportOwn),
        schema: { ...exportDoc('All my APIs'), ...documentAnswer, querystring: formatQuery },
      },
      async (req, reply) => send(reply, await apiExport.own(req.user), req.query.format ?? format, 'my-apis'),
    );
    app.get<{ Params: { id: string }; Querystring: { format?: ExportFormat } }>(
      `/api/apis/:id/openapi.${format}`,
      { schema: { ...exportDoc('One listed API'), ...documentAnswer, params: idParams, querystring: formatQuery, response: notFoundAnswer } },
      async (req, reply) => send(reply, await apiExport.one(req.user, Number(req.params.id), originOf(req, config)), req.query.format ?? format, `api-${req.params.id}`),
    );
  }
}
