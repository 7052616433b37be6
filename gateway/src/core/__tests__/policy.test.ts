import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth-user.js';
import { AppError, notFound } from '../errors.js';
import { adminOnly, adminOrOwner, authorize, can, definePolicy, registeredRules, signedIn } from '../policy.js';

const creator: AuthUser = { id: 2, account: 'c', username: 'c', role: 'USER', creatorId: 7 };
const admin: AuthUser = { id: 1, account: 'a', username: 'a', role: 'ADMIN', creatorId: null };
const policy = definePolicy('fixture', {
  read: signedIn(),
  manage: adminOnly(),
  edit: adminOrOwner((actor, api: { creatorId: number | null }) => api.creatorId === actor.creatorId),
  hidden: adminOrOwner(
    (actor, api: { creatorId: number | null }) => api.creatorId === actor.creatorId,
    () => notFound('接口不存在', 'API not found'),
  ),
});

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as AppError).code;
  }
  return null;
};

describe('core/policy: authorize and can', () => {
  it('names each rule feature.action and registers it', () => {
    expect(policy.manage.action).toBe('fixture.manage');
    expect(registeredRules().get('fixture.edit')?.need).toBe('user');
  });

  it('refuses visitors as UNAUTHENTICATED, creators on admin rules as FORBIDDEN', () => {
    expect(refusal(() => authorize(null, policy.read))).toBe('UNAUTHENTICATED');
    expect(refusal(() => authorize(undefined, policy.manage))).toBe('UNAUTHENTICATED');
    expect(refusal(() => authorize(creator, policy.manage))).toBe('FORBIDDEN');
    expect(authorize(creator, policy.read)).toBe(creator);
    expect(authorize(admin, policy.manage)).toBe(admin);
  });

  it('asks a record rule about the subject: owner and administrators pass, others get the rule’s refusal', () => {
    expect(authorize(creator, policy.edit, { creatorId: 7 })).toBe(creator);
    expect(authorize(admin, policy.edit, { creatorId: 7 })).toBe(admin);
    expect(refusal(() => authorize(creator, policy.edit, { creatorId: 8 }))).toBe('FORBIDDEN');
    expect(refusal(() => authorize(creator, policy.hidden, { creatorId: 8 }))).toBe('NOT_FOUND');
    expect(can(creator, policy.edit, { creatorId: 8 })).toBe(false);
    expect(can(null, policy.read)).toBe(false);
    expect(can(admin, policy.hidden, { creatorId: null })).toBe(true);
  });
});
