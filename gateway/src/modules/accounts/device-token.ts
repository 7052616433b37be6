import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device tokens (OWASP "slow down online guessing attacks with device cookies"): a browser that once
 * signed in to an account keeps a token naming that account and that browser. Sign-ins that present a
 * valid one are throttled per device, not per IP, so an attacker who exhausts an IP's or an
 * account's budget cannot lock the real owner out. The token is an HMAC (no storage) of the account
 * and a random device id; it grants nothing but that separate budget — the password is still needed.
 */
export class DeviceTokens {
  constructor(private readonly secret: string) {}

  issue(account: string): string {
    const device = randomBytes(12).toString('base64url');
    return `${device}.${this.mac(account, device)}`;
  }

  /** The device id when `token` was issued to `account` by this server, else null. */
  verify(account: string, token: unknown): string | null {
    if (typeof token !== 'string' || token.length > 100) return null;
    const [device, mac] = token.split('.');
    if (!device || !mac) return null;
    const expected = Buffer.from(this.mac(account, device));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  private mac(account: string, device: string): string {
    return createHmac('sha256', this.secret).update(`device|${account.toLowerCase()}|${device}`).digest('base64url');
  }
}
