import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../http/envelope.js';
import type { Services } from '../../services.js';

const num = { type: 'number' } as const;
const nullableNum = { type: ['number', 'null'] } as const;

/** SPEC §3 "System info" plus the sample time; memory in GB, speeds in MB/s, totals in MB. */
const systemInfoSchema = {
  type: 'object',
  required: ['cpu', 'memory', 'network', 'timestamp'],
  properties: {
    cpu: {
      type: 'object',
      required: ['usage', 'coreCount', 'model', 'temperature'],
      properties: {
        usage: nullableNum,
        coreCount: { type: 'integer' },
        model: { type: 'string' },
        temperature: nullableNum,
      },
    },
    memory: {
      type: 'object',
      required: ['usage', 'used', 'total'],
      properties: { usage: num, used: num, total: num },
    },
    network: {
      type: 'object',
      required: ['uploadSpeed', 'downloadSpeed', 'totalUpload', 'totalDownload'],
      properties: {
        uploadSpeed: nullableNum,
        downloadSpeed: nullableNum,
        totalUpload: num,
        totalDownload: num,
      },
    },
    timestamp: { type: 'string', format: 'date-time' },
  },
} as const;

export async function monitorRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  // For pollers (SPEC §7: GET /api/monitor every 2 s): the latest sample, never a fresh one per request.
  app.get('/api/monitor', { schema: { response: { 200: envelopeSchema(systemInfoSchema) } } }, async () =>
    ok(await opts.services.metrics.current()),
  );
}
