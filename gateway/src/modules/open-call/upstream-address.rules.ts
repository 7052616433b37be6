import { AppError } from '../../core/errors.js';
import { SaveTimeLookups, upstreamRefusalAtSave, type UpstreamPolicy } from './ssrf-guard.js';
import { refusalMessages } from './upstream-client.js';

/**
 * The SSRF guard's verdict at save time: an API form (creator or admin) that names an address every
 * open call would refuse is itself refused, with the guard's reason and the field it concerns.
 */
export class UpstreamAddressRule {
  constructor(
    private readonly policy: UpstreamPolicy,
    private readonly lookups = new SaveTimeLookups(),
  ) {}

  async check(address: string, field: { zh: string; en: string }): Promise<void> {
    const refused = await upstreamRefusalAtSave(address, this.policy, this.lookups);
    if (!refused) return;
    const why = refusalMessages(refused);
    throw new AppError('BAD_USER_INPUT', { zh: `${field.zh}：${why.zh}`, en: `${field.en}: ${why.en}` });
  }
}
