import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBERED_TOKENS, TokenSigner } from '../token.js';

/**
 * A signed-in session sends the same token with every request: its signature is checked once, and a
 * remembered token still expires, and never vouches for another text (issue #35: a star's CPU).
 */
describe('TokenSigner: each token checked once', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('checks a token’s signature once, answering the same claims every time', async () => {
    const signer = new TokenSigner('a-secret-of-enough-length-for-hs256', 3600);
    const { token, claims } = await signer.sign(7, 3);
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('a remembered token expires as an unremembered one does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T00:00:00Z'));
    const signer = new TokenSigner('a-secret-of-enough-length-for-hs256', 60);
    const { token } = await signer.sign(7);
    expect(await signer.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-29T00:00:59.999Z'));
    expect(await signer.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-29T00:01:00Z'));
    expect(await signer.verify(token)).toBeNull();
    // And an unremembered signer agrees at that instant.
    expect(await new TokenSigner('a-secret-of-enough-length-for-hs256', 60).verify(token)).toBeNull();
  });

  it('a remembered token vouches for no other text: altered or other-secret tokens are refused', async () => {
    const signer = new TokenSigner('a-secret-of-enough-length-for-hs256', 3600);
    const { token } = await signer.sign(7);
    expect(await signer.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '8' })).toString('base64url');
    expect(await signer.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    const flipped = signature!.slice(0, -2) + (signature!.at(-2) === 'A' ? 'B' : 'A') + signature!.at(-1);
    expect(await signer.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const forged = await new TokenSigner('another-secret-of-enough-length-hs256', 3600).sign(7);
    expect(await signer.verify(forged.token)).toBeNull();
  });

  it('remembers a bounded number of tokens (the oldest go first, and are checked again when they return)', async () => {
    const signer = new TokenSigner('a-secret-of-enough-length-for-hs256', 3600);
    const first = await signer.sign(1);
    await signer.verify(first.token);
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');
    for (let i = 0; i < REMEMBERED_TOKENS; i++) await signer.verify((await signer.sign(2 + i)).token);
    expect(verify).toHaveBeenCalledTimes(REMEMBERED_TOKENS);
    expect(await signer.verify(first.token)).toMatchObject({ userId: 1 });
    expect(verify).toHaveBeenCalledTimes(REMEMBERED_TOKENS + 1);
  });
});
