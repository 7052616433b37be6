import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../core/envelope.js';
import { doc } from '../../core/json-schema.js';
import type { MetricsSampler } from './metrics.sampler.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { metrics: MetricsSampler };

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

export async function monitorRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  // For pollers (SPEC §7: GET /api/monitor every 2 s): the latest sample, never a fresh one per request.
  const summary = doc(
    'System monitor · 系统监控',
    'The latest sample (taken every 2 s): CPU %, memory in GB, network speeds in MB/s and totals in MB; null where the host cannot measure (no temperature sensor on a VM). Live pushes: the systemMetrics subscription.',
  );
  app.get(
    '/api/monitor',
    { schema: { ...summary, response: { 200: envelopeSchema(systemInfoSchema) } } },
    async () => ok(await opts.services.metrics.current()),
  );
}
