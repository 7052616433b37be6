import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  jti: string;
  expiresAt: Date;
  /** The account's session epoch at sign-in (`ep`; 0 in tokens issued before epochs existed). */
  epoch: number;
}

/** How many checked tokens a signer remembers (the most recently first seen; see `TokenSigner.verify`). */
export const REMEMBERED_TOKENS = 4096;

/** HS256 sign-in tokens: `sub` is the user id, `jti` lets logout revoke exactly this token. */
export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were checked, by their exact text (valid ones only, at most
   * REMEMBERED_TOKENS, the oldest first out). A signed-in session sends the same token with every
   * request: checking its HMAC again through WebCrypto (an imported key and an asynchronous job per
   * request) was an eighth of a star's CPU under `bench:reads` (issue #35). Expiry is checked on every
   * use; revocation is not the signer's business (the session row is read per request).
   */
  private readonly checked = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(userId: number, epoch = 0): Promise<{ token: string; claims: TokenClaims }> {
    const jti = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.ttlSeconds;
    const token = await new SignJWT({ ep: epoch })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setIssuer('api-market')
      .sign(this.key);
    return { token, claims: { userId, jti, expiresAt: new Date(exp * 1000), epoch } };
  }

  /** The claims of a valid token, or null for anything forged, malformed or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.checked.get(token);
    if (known) {
      // As jose decides (no clock tolerance): expired once `exp` is not after now, in whole seconds.
      if (Math.floor(Date.now() / 1000) < known.expiresAt.getTime() / 1000) return { ...known };
      this.checked.delete(token);
      return null;
    }
    const claims = await this.check(token);
    if (claims) {
      if (this.checked.size >= REMEMBERED_TOKENS) this.checked.delete(this.checked.keys().next().value!);
      this.checked.set(token, claims);
      return { ...claims };
    }
    return null;
  }

  /** The signature and claims, checked by jose. */
  private async check(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: 'api-market' });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || !payload.jti || !payload.exp) return null;
      const epoch = payload.ep === undefined ? 0 : Number(payload.ep);
      if (!Number.isInteger(epoch)) return null;
      return { userId, jti: payload.jti, expiresAt: new Date(payload.exp * 1000), epoch };
    } catch {
      return null;
    }
  }
}

/** The token of an `Authorization: Bearer …` value (also accepts the bare token). */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const m = /^\s*(?:Bearer\s+)?([A-Za-z0-9_\-.]{10,4096})\s*$/i.exec(header);
  return m ? m[1]! : null;
}
