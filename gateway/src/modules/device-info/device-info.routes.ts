import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../http/envelope.js';
import type { Services } from '../../services.js';
import type { ClientDeviceInfo } from './device-info.service.js';

const visitSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ipAddress: { type: 'string' },
    userAgent: { type: 'string' },
    browserName: { type: 'string' },
    browserVersion: { type: 'string' },
    os: { type: 'string' },
    osVersion: { type: 'string' },
    device: { type: 'string' },
    isPC: { type: 'boolean' },
    isMobile: { type: 'boolean' },
    screenWidth: { type: ['integer', 'null'] },
    screenHeight: { type: ['integer', 'null'] },
    timestamp: { type: ['integer', 'null'] },
    randomId: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
} as const;

interface Body {
  deviceInfo?: (ClientDeviceInfo & { browser?: unknown; screen?: { width?: number; height?: number } }) | null;
  encodedInfo?: string | null;
}

export async function deviceInfoRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { deviceInfo } = opts.services;

  app.post(
    '/api/device-info',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            deviceInfo: { type: ['object', 'null'] },
            encodedInfo: { type: ['string', 'null'], maxLength: 8192 },
          },
        },
        response: { 200: envelopeSchema(visitSchema) },
      },
    },
    async (req) => {
      const body = (req.body ?? {}) as Body;
      const d = body.deviceInfo ?? {};
      // Screen size arrives either flat (screenWidth/screenHeight) or as screen.{width,height}.
      const client: ClientDeviceInfo = {
        ...d,
        screenWidth: d.screenWidth ?? d.screen?.width,
        screenHeight: d.screenHeight ?? d.screen?.height,
      };
      const visit = await deviceInfo.record(req.ip, req.headers['user-agent'], client, body.encodedInfo ?? null);
      return ok({ ...visit, createdAt: visit.createdAt.toISOString() });
    },
  );
}
