import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  jti: string;
  expiresAt: Date;
  /** The account's session epoch at sign-in (`ep`; 0 in tokens issued before epochs existed). */
  epoch: number;
}

/** HS256 sign-in tokens: `sub` is the user id, `jti` lets logout revoke exactly this token. */
export class TokenSigner {
  private readonly key: Uint8Array;

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
