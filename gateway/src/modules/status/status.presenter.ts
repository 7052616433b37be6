import { envelopeSchema } from '../../core/envelope.js';
import { arrayOf, int } from '../../core/json-schema.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { AlertChannel, AlertDelivery, ApiStatusDetail, StatusPage } from './status.types.js';

/**
 * REST response schemas of the status feature, derived from its GraphQL views (status.types.ts):
 * each view is declared once, there.
 */
export const statusPageSchema = envelopeSchema(restSchemaOf(StatusPage));
export const apiStatusSchema = envelopeSchema(restSchemaOf(ApiStatusDetail));

const channel = restSchemaOf(AlertChannel);
const delivery = restSchemaOf(AlertDelivery);

export const channelListSchema = envelopeSchema(arrayOf(channel));
export const channelSchema = envelopeSchema(channel);
export const deliverySchema = envelopeSchema(delivery);
export const deliveryListSchema = envelopeSchema(arrayOf(delivery), { total: int });
