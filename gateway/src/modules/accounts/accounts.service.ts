import { adminRoleRequired, authorize, type Actor } from '../../core/policy.js';
import { accountPolicy } from './accounts.policy.js';
import { ACCOUNT_LIMITS } from '@api-market/rules';
import { RedisLinks } from '../../core/redis-health.js';
import type { ActivityService } from '../monitor/activity.service.js';
import { Topic, type AppPubSub } from '../../graphql/pubsub.js';
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { declaredWrite } from '../../core/request-writes.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';
import type { Config } from '../../config.js';
import type { AuthUser } from '../../core/auth-user.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { checkAccount, checkPassword, checkUsername } from './accounts.rules.js';
import { DeviceTokens } from './device-token.js';
import { LoginLimiter } from './login-limiter.js';
import { TokenSigner } from './token.js';
import type { ApiKeyService } from '../keys/api-key.service.js';
import { announce, revokeKeysOf } from './key-revocation.js';
import { RoleCode, UserStatus } from './user.entity.js';
import { accountsCache } from './accounts.cache.js';

export const ADMIN_ACCOUNT = 'admin';
export const REGISTRATIONS_PER_HOUR = 20;

const userRow = z.object({
  id: z.number(),
  account: z.string(),
  username: z.string(),
  role: z.number(),
  status: z.number(),
  creator_id: z.number().nullable(),
});
type UserRow = z.infer<typeof userRow>;

export interface UserView {
  id: number;
  account: string;
  username: string;
  role: 'ADMIN' | 'USER';
  status: number;
  creatorId: number | null;
}

const statusEventRow = z.object({
  id: z.number(),
  userId: z.number(),
  account: z.string(),
  actorAccount: z.string().nullable(),
  fromStatus: z.number(),
  toStatus: z.number(),
  reason: z.string(),
  ip: z.string(),
  createdAt: z.date(),
});
/** One enable/disable of an account (the audit row). */
export type UserStatusEventView = z.infer<typeof statusEventRow>;

export const STATUS_REASON_MAX = ACCOUNT_LIMITS.statusReasonMax;

/** What an open websocket's sign-in is checked by (AccountsService.endedSessions). */
export interface Session {
  userId: number;
  jti: string;
  epoch: number;
  role: 'ADMIN' | 'USER';
  expiresAt: Date;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: UserView;
  /** Kept by the browser and sent with its next sign-ins to this account (see DeviceTokens). */
  deviceToken: string;
}

const toView = (r: UserRow): UserView => ({
  id: r.id,
  account: r.account,
  username: r.username,
  role: r.role === RoleCode.Admin ? 'ADMIN' : 'USER',
  status: r.status,
  creatorId: r.creator_id,
});

const badCredentials = () =>
  new AppError('UNAUTHENTICATED', { zh: '账号或密码错误', en: 'Wrong account or password' });
const accountDisabled = () =>
  new AppError('UNAUTHENTICATED', { zh: '该账号已被禁用', en: 'This account has been disabled' });

const credentialsRow = userRow.extend({ password_hash: z.string(), session_epoch: z.number() });
const byAccountStatement = statement<[account: string], typeof credentialsRow>(
  'accounts.by-account',
  `SELECT u.id, u.account, u.username, u.role, u.status, u.password_hash, u.session_epoch, c.id AS creator_id
     FROM app_user u LEFT JOIN creator c ON c.user_id = u.id WHERE lower(u.account) = lower($1)`,
  credentialsRow,
);
const idRow = z.object({ id: z.number() });
const registerCommand = command<[account: string, username: string, passwordHash: string, role: number], typeof idRow>(
  'accounts.register',
  `INSERT INTO app_user (account, username, password_hash, role) VALUES ($1, $2, $3, $4)
   ON CONFLICT ((lower(account))) DO NOTHING RETURNING id`,
  idRow,
);
const creatorCommand = command<[slug: string, name: string, userId: number], typeof idRow>(
  'accounts.creator',
  `INSERT INTO creator (slug, name, name_en, user_id) VALUES ($1, $2, $2, $3) RETURNING id`,
  idRow,
);
const sessionRow = userRow.extend({ session_epoch: z.number(), revoked: z.boolean() });
const sessionStatement = statement<[userId: number, jti: string], typeof sessionRow>(
  'accounts.session',
  `SELECT u.id, u.account, u.username, u.role, u.status, u.session_epoch, c.id AS creator_id,
          EXISTS (SELECT 1 FROM revoked_token r WHERE r.jti = $2) AS revoked
     FROM app_user u LEFT JOIN creator c ON c.user_id = u.id WHERE u.id = $1`,
  sessionRow,
);
const sessionUserRow = z.object({ id: z.number(), role: z.number(), status: z.number(), session_epoch: z.number() });
const sessionUsersStatement = statement<[ids: number[]], typeof sessionUserRow>(
  'accounts.session-users',
  `SELECT id, role, status, session_epoch FROM app_user WHERE id = ANY($1::int[])`,
  sessionUserRow,
);
const jtiRow = z.object({ jti: z.string() });
const revokedStatement = statement<[jtis: string[]], typeof jtiRow>(
  'accounts.revoked',
  `SELECT jti FROM revoked_token WHERE jti = ANY($1::text[])`,
  jtiRow,
);
const endSessionsCommand = command<[userId: number]>(
  'accounts.end-sessions',
  `UPDATE app_user SET session_epoch = session_epoch + 1, updated_at = now() WHERE id = $1`,
);
const revokeCommand = command<[jti: string, expiresAt: Date]>(
  'accounts.revoke',
  `INSERT INTO revoked_token (jti, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
);
const sweepRevokedCommand = command<[]>('accounts.sweep-revoked', `DELETE FROM revoked_token WHERE expires_at < now()`);
const userStatement = statement<[id: number], typeof userRow>(
  'accounts.user',
  `SELECT u.id, u.account, u.username, u.role, u.status, c.id AS creator_id
     FROM app_user u LEFT JOIN creator c ON c.user_id = u.id WHERE u.id = $1`,
  userRow,
);
const lockedUserRow = z.object({ id: z.number(), status: z.number(), role: z.number() });
/**
 * The target's row and the acting administrator's, locked in id order (so two administrators acting on
 * each other wait for one another instead of deadlocking).
 */
const lockStatusStatement = statement<[ids: number[]], typeof lockedUserRow>(
  'accounts.lock-status',
  `SELECT id, status, role FROM app_user WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
  lockedUserRow,
);
const setStatusCommand = command<[id: number, status: number]>(
  'accounts.set-status',
  `UPDATE app_user SET status = $2, updated_at = now() WHERE id = $1`,
);
const statusEventCommand = command<[userId: number, actorId: number, from: number, to: number, reason: string, ip: string]>(
  'accounts.status-event',
  `INSERT INTO user_status_event (user_id, actor_id, from_status, to_status, reason, ip) VALUES ($1, $2, $3, $4, $5, $6)`,
);
const statusEventsStatement = statement<[userId: number | null, limit: number], typeof statusEventRow>(
  'accounts.status-events',
  `SELECT e.id::int AS id, e.user_id AS "userId", u.account, a.account AS "actorAccount",
          e.from_status AS "fromStatus", e.to_status AS "toStatus", e.reason, e.ip, e.created_at AS "createdAt"
     FROM user_status_event e JOIN app_user u ON u.id = e.user_id LEFT JOIN app_user a ON a.id = e.actor_id
    WHERE ($1::int IS NULL OR e.user_id = $1) ORDER BY e.created_at DESC, e.id DESC LIMIT $2`,
  statusEventRow,
);
const newPasswordCommand = command<[id: number, passwordHash: string]>(
  'accounts.new-password',
  `UPDATE app_user SET password_hash = $2, session_epoch = session_epoch + 1, updated_at = now() WHERE id = $1`,
);

/** Sign-in, registration, token checks and the seeded administrator. */
export class AccountsService {
  private readonly tokens: TokenSigner;
  readonly limiter: LoginLimiter;
  /** Failures from one IP over any accounts (credential stuffing): ten times the per-account budget. */
  private readonly ipLimiter: LoginLimiter;
  /** Failures per known device (a valid device token): the owner's own budget, unaffected by attackers. */
  private readonly deviceLimiter: LoginLimiter;
  private readonly devices: DeviceTokens;
  /** New accounts per IP: 20 an hour stops scripted sign-ups without bothering people. */
  private readonly registrations: LoginLimiter;
  /** Verified against when the account does not exist, so both failures take the same time. */
  private dummyHash: Promise<string> | undefined;

  private readonly sql: Sql;

  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
    private readonly activity?: ActivityService,
    private readonly pubsub?: AppPubSub,
    /** The gateway's Redis links (deadlines, outage state); made from the config when not given. */
    redis?: RedisLinks,
    /** API keys: a password change, disabling and "sign out everywhere" revoke them (#26.6). */
    private readonly keys?: ApiKeyService,
  ) {
    this.sql = sqlOn(ds);
    this.tokens = new TokenSigner(config.jwtSecret, config.tokenTtlSeconds);
    const { redisPrefix } = config;
    const redisUrl = redis ?? (config.redisUrl ? new RedisLinks(config.redisUrl, config.redisTimeoutMs) : undefined);
    this.limiter = new LoginLimiter(config.loginMaxAttempts, config.loginWindowSeconds, redisUrl, 'login', redisPrefix);
    this.ipLimiter = new LoginLimiter(config.loginMaxAttempts * 10, config.loginWindowSeconds, redisUrl, 'login-ip', redisPrefix);
    this.registrations = new LoginLimiter(REGISTRATIONS_PER_HOUR, 3600, redisUrl, 'register', redisPrefix);
    this.deviceLimiter = new LoginLimiter(config.loginMaxAttempts, config.loginWindowSeconds, redisUrl, 'login-device', redisPrefix);
    this.devices = new DeviceTokens(config.jwtSecret);
  }

  async close(): Promise<void> {
    await this.limiter.close();
    await this.ipLimiter.close();
    await this.registrations.close();
    await this.deviceLimiter.close();
  }

  private async findByAccount(account: string): Promise<z.infer<typeof credentialsRow> | null> {
    return this.sql.first(byAccountStatement, [account]);
  }

  /**
   * Sign-in throttling (README "Sign-in throttling"): without a device token, failures count per
   * (account, IP) and per IP; with a valid device token for this account, only per device — so an
   * attacker spending an IP's or an account's budget never locks out the owner's own browser.
   */
  async login(account: string, password: string, ip: string, deviceToken?: unknown): Promise<SignedIn> {
    if (!account || !password || account.length > 64 || password.length > 128) throw badCredentials();
    const device = this.devices.verify(account, deviceToken);
    // Charged before the slow hash (#26.1): parallel guesses cannot all pass a check made before any of
    // them is counted, and an attempt over the limit costs no hash.
    if (device) await this.deviceLimiter.take(account, device);
    else {
      await this.limiter.take(account, ip);
      await this.ipLimiter.take('', ip).catch(async (err: unknown) => {
        await this.limiter.refund(account, ip);
        throw err;
      });
    }
    const user = await this.findByAccount(account);
    this.dummyHash ??= hash('not-a-real-password');
    const ok = await verify(user?.password_hash ?? (await this.dummyHash), password).catch(() => false);
    if (!user || !ok) throw badCredentials();
    // The right password is no guess: its attempt is given back (a disabled account's included).
    if (device) await this.deviceLimiter.success(account, device);
    else await Promise.all([this.limiter.success(account, ip), this.ipLimiter.refund('', ip)]);
    if (user.status !== UserStatus.Normal) throw accountDisabled();
    return this.issue(toView(user), user.session_epoch);
  }

  /** A creator account and its (empty) creator profile, in one transaction. */
  async register(input: { account: string; username: string; password: string }, ip: string): Promise<SignedIn> {
    const account = checkAccount(input.account);
    const username = checkUsername(input.username);
    checkPassword(input.password);
    await this.registrations.take('', ip);
    const passwordHash = await hash(input.password);
    const view = await declaredWrite(accountsCache.writes.register(), () => this.ds.transaction(async (em) => {
      const { rows: inserted } = await this.sql.run(registerCommand, [account, username, passwordHash, RoleCode.User], em);
      if (!inserted[0]) throw new AppError('CONFLICT', { zh: '该账号已被注册', en: 'This account is already taken' });
      const userId = inserted[0].id;
      const { rows: creator } = await this.sql.run(creatorCommand, [`u_${account.toLowerCase()}`, username, userId], em);
      return { id: userId, account, username, role: 'USER' as const, status: UserStatus.Normal, creatorId: creator[0]!.id };
    }));
    await this.activity?.recordAfterCommit({
      kind: 'USER_REGISTERED',
      title: `新开发者「${username}」注册`,
      titleEn: `New developer "${username}" registered`,
      actor: account,
    });
    return this.issue(view);
  }

  private async issue(user: UserView, epoch = 0): Promise<SignedIn> {
    const { token, claims } = await this.tokens.sign(user.id, epoch);
    return { token, expiresAt: claims.expiresAt, user, deviceToken: this.devices.issue(user.account) };
  }

  /**
   * The caller behind a token: null when the token is forged, expired, revoked (signed out), issued before
   * the account's sessions were ended (a password change raises its session epoch) or its user disabled.
   */
  async authenticate(token: string | null): Promise<AuthUser | null> {
    return (await this.authenticateSession(token))?.user ?? null;
  }

  /** `authenticate`, with what an open websocket keeps to be checked again (`endedSessions`). */
  async authenticateSession(token: string | null): Promise<{ user: AuthUser; session: Session } | null> {
    if (!token) return null;
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const row = await this.sql.first(sessionStatement, [claims.userId, claims.jti]);
    if (!row || row.revoked || row.status !== UserStatus.Normal || row.session_epoch !== claims.epoch) return null;
    const { role, account, username, id, creatorId } = toView(row);
    return {
      user: { id, account, username, role, creatorId },
      session: { userId: id, jti: claims.jti, epoch: claims.epoch, role, expiresAt: claims.expiresAt },
    };
  }

  /**
   * Which of these sessions (open websockets) have ended since they were checked: signed out, expired,
   * the account's sessions ended (epoch), its role changed or the account disabled. Two queries for any
   * number of sessions; every gateway runs it about twice a second, so an ending reaches each within 1 s.
   */
  async endedSessions(sessions: readonly Session[]): Promise<boolean[]> {
    if (!sessions.length) return [];
    const users = await this.sql.all(sessionUsersStatement, [[...new Set(sessions.map((s) => s.userId))]]);
    const revoked = await this.sql.all(revokedStatement, [sessions.map((s) => s.jti)]);
    const byId = new Map(users.map((u) => [u.id, u]));
    const gone = new Set(revoked.map((r) => r.jti));
    const now = Date.now();
    return sessions.map((s) => {
      const u = byId.get(s.userId);
      return (
        !u ||
        u.status !== UserStatus.Normal ||
        u.session_epoch !== s.epoch ||
        (u.role === RoleCode.Admin ? 'ADMIN' : 'USER') !== s.role ||
        gone.has(s.jti) ||
        s.expiresAt.getTime() <= now
      );
    });
  }

  /**
   * Revokes the token until it would have expired anyway; an invalid token is simply ignored. A plain
   * sign-out ends this session only: API keys are credentials of the owner's servers, not of a browser
   * session, and keep working. `everywhere` (a valid session is needed: UNAUTHENTICATED otherwise) ends
   * every session of the account on every gateway (its session epoch) and revokes all its API keys.
   */
  async logout(token: string | null, everywhere = false): Promise<void> {
    if (everywhere) {
      const session = await this.authenticateSession(token);
      if (!session) {
        throw new AppError('UNAUTHENTICATED', { zh: '请先登录', en: 'Please sign in first' });
      }
      const userId = session.user.id;
      const event = await declaredWrite(accountsCache.writes.session(), () =>
        this.ds.transaction(async (em) => {
          await this.sql.run(endSessionsCommand, [userId], em);
          return revokeKeysOf(em, this.keys, userId, 'SIGNED_OUT_EVERYWHERE');
        }),
      );
      announce(this.pubsub, userId, event);
    }
    if (!token) return;
    const claims = await this.tokens.verify(token);
    if (!claims) return;
    await declaredWrite(accountsCache.writes.session(), async () => {
      await this.sql.run(revokeCommand, [claims.jti, claims.expiresAt]);
      await this.sql.run(sweepRevokedCommand, []);
    });
  }

  async me(actor: Actor): Promise<UserView> {
    return this.getUser(authorize(actor, accountPolicy.readSelf).id);
  }

  /** True when the caller holds the role; otherwise the rule's refusal (UNAUTHENTICATED or FORBIDDEN). */
  checkRole(actor: Actor, role: 'ADMIN' | 'USER'): boolean {
    authorize(actor, accountPolicy.holdRole, role);
    return true;
  }

  async getUser(id: number): Promise<UserView> {
    const row = await this.sql.first(userStatement, [id]);
    if (!row) throw notFound('用户不存在', 'User not found');
    return toView(row);
  }

  /**
   * Enables (1) or disables (0) an account; a disabled account's tokens stop working at once (every
   * request re-reads the status in `authenticate`). Each change writes one audit row (who, whom, from,
   * to, why, from where); setting the status it already has changes nothing and records nothing.
   */
  async setStatus(
    caller: Actor,
    id: number,
    status: number,
    audit: { reason?: string | null; ip?: string } = {},
  ): Promise<UserView> {
    const actor = authorize(caller, accountPolicy.setStatus);
    if (status !== UserStatus.Normal && status !== UserStatus.Disabled) {
      throw badInput('状态只能是 1（正常）或 0（禁用）', 'Status must be 1 (normal) or 0 (disabled)');
    }
    if (actor.id === id) throw badInput('不能修改自己的状态', 'You cannot change your own status');
    const reason = (audit.reason ?? '').trim();
    if ([...reason].length > STATUS_REASON_MAX) {
      throw badInput(`原因不能超过 ${STATUS_REASON_MAX} 个字符`, `The reason cannot exceed ${STATUS_REASON_MAX} characters`);
    }
    let keysEvent: Awaited<ReturnType<typeof revokeKeysOf>> = null;
    const changed = await declaredWrite(accountsCache.writes.status(), () => this.ds.transaction(async (em) => {
      const locked = await this.sql.all(lockStatusStatement, [[id, actor.id]], em);
      // Checked again under the lock: an administrator disabled (or demoted) since this request was
      // authorised — by another administrator disabling them at the same moment — acts no more, so two
      // administrators disabling each other never leave the platform without an enabled one.
      const self = locked.find((r) => r.id === actor.id);
      if (!self || self.status !== UserStatus.Normal) throw accountDisabled();
      if (self.role !== RoleCode.Admin) throw adminRoleRequired();
      const row = locked.find((r) => r.id === id);
      if (!row) throw notFound('用户不存在', 'User not found');
      if (row.status === status) return false;
      await this.sql.run(setStatusCommand, [id, status], em);
      await this.sql.run(statusEventCommand, [id, actor.id, row.status, status, reason, audit.ip ?? ''], em);
      // Disabling revokes the account's API keys for good: enabling it again does not bring them back.
      if (status === UserStatus.Disabled) keysEvent = await revokeKeysOf(em, this.keys, id, 'ACCOUNT_DISABLED');
      return true;
    }));
    announce(this.pubsub, id, keysEvent);
    // HTTP requests re-read the status each time; open websockets are closed by every gateway.
    if (changed && status === UserStatus.Disabled) this.pubsub?.publish(Topic.UserDisabled, { userId: id });
    return this.getUser(id);
  }

  /** Accounts disabled from now on, on any gateway sharing the pubsub. */
  disabledUsers(): AsyncIterable<{ userId: number }> | null {
    return this.pubsub?.subscribe(Topic.UserDisabled) ?? null;
  }

  /** The audit trail of status changes, newest first: one account's, or everyone's. */
  async statusEvents(caller: Actor, f: { userId?: number | null; limit?: number }): Promise<UserStatusEventView[]> {
    authorize(caller, accountPolicy.readStatusEvents);
    const limit = f.limit ?? 20;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badInput('条数须为 1–100', 'limit must be 1–100');
    return this.sql.all(statusEventsStatement, [f.userId ?? null, limit]);
  }

  /**
   * The administrator `admin`: ADMIN_PASSWORD when given (a changed value replaces the stored hash),
   * else a generated password printed once and kept in DATA_DIR/admin-password.txt (mode 600).
   */
  async ensureAdmin(log: (m: string) => void): Promise<void> {
    const given = this.config.adminPassword;
    const existing = await this.findByAccount(ADMIN_ACCOUNT);
    if (existing) {
      if (given && !(await verify(existing.password_hash, given).catch(() => false))) {
        // A new password ends every session of the old one, on every gateway (the epoch is in each token),
        // and revokes the account's API keys (#26.6).
        const newHash = await hash(given);
        const event = await declaredWrite(accountsCache.writes.adminPassword(), () =>
          this.ds.transaction(async (em) => {
            await this.sql.run(newPasswordCommand, [existing.id, newHash], em);
            return revokeKeysOf(em, this.keys, existing.id, 'PASSWORD_CHANGED');
          }),
        );
        announce(this.pubsub, existing.id, event);
        log('admin password updated from ADMIN_PASSWORD');
      }
      return;
    }
    const password = given ?? randomBytes(18).toString('base64url');
    const passwordHash = await hash(password);
    const { rows: inserted } = await declaredWrite(accountsCache.writes.adminPassword(), () =>
      this.sql.run(registerCommand, [ADMIN_ACCOUNT, '管理员', passwordHash, RoleCode.Admin]),
    );
    if (!inserted[0] || given) return;
    mkdirSync(this.config.dataDir, { recursive: true });
    const file = path.join(this.config.dataDir, 'admin-password.txt');
    writeFileSync(file, password + '\n', { mode: 0o600 });
    chmodSync(file, 0o600);
    log(`Generated the password of the administrator "admin": ${password} (also in ${file})`);
  }
}
