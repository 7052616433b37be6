import type { FastifyInstance } from 'fastify';
import { envelopeSchema, ok } from '../../core/envelope.js';
import { doc } from '../../core/json-schema.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { ENCODED_INFO_MAX, Visit } from './device-info.resolver.js';
import type { ClientDeviceInfo } from './device-info.service.js';
import type { DeviceInfoService } from './device-info.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { deviceInfo: DeviceInfoService };


/** The Visit view (device-info.resolver.ts) over REST: timestamp an integer there (its @RestHint). */
const visitSchema = restSchemaOf(Visit);

interface Body {
  deviceInfo?:
    (ClientDeviceInfo & { browser?: unknown; screen?: { width?: number; height?: number } }) | null;
  encodedInfo?: string | null;
}

export async function deviceInfoRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { deviceInfo } = opts.services;

  app.post(
    '/api/device-info',
    {
      schema: {
        ...doc(
          'Report device info · 上报设备信息',
          'Browser, OS and IP are read by the server; the client adds screen size, timestamp and randomId. Recorded in the access log.',
        ),
        body: {
          type: 'object',
          examples: [
            {
              deviceInfo: {
                userAgent: 'Mozilla/5.0',
                isPC: true,
                isMobile: false,
                screenWidth: 1920,
                screenHeight: 1080,
                timestamp: 1767225600000,
                randomId: 'r-123',
              },
              encodedInfo: '',
            },
          ],
          properties: {
            deviceInfo: { type: ['object', 'null'] },
            encodedInfo: { type: ['string', 'null'], maxLength: ENCODED_INFO_MAX },
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
      const visit = await deviceInfo.record(
        req.ip,
        req.headers['user-agent'],
        client,
        body.encodedInfo ?? null,
      );
      return ok({ ...visit, createdAt: visit.createdAt.toISOString() });
    },
  );
}
