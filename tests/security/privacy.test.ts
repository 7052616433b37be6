import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../gateway/src/config.js';
import { maskEmail } from '../../gateway/src/modules/content/repository.service.js';
import { startSecurityServer, type TestServer } from './support.js';

/**
 * #16: the platform's commit list names its authors but never answers their e-mail addresses — masked on
 * the server, for both doors (it used to be masked only on the page, so the API handed them out).
 */
describe('commit authors’ addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startSecurityServer({ REPOSITORY_DIR: repoRoot });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('are masked: li***@example.com', () => {
    expect(maskEmail('linyu@example.com')).toBe('li***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('***@example.com');
    expect(maskEmail('no-at-sign')).toBe('***');
  });

  it('REST /api/repositories/cc/status and GraphQL repositoryCommits answer no author’s address', async () => {
    const limit = 20;
    const real = execFileSync('git', ['log', `-${limit}`, '--format=%ae'], { cwd: repoRoot }).toString().trim().split('\n');
    expect(real.length).toBeGreaterThan(0);
    const rest = await server.request('GET', `/api/repositories/cc/status?limit=${limit}`);
    const gql = await server.graphql<{ repositoryCommits: Array<{ authorEmail: string }> }>(
      `{ repositoryCommits(limit: ${limit}) { authorEmail } }`,
    );
    const answered = [
      ...rest.body.data.map((c: { authorEmail: string }) => c.authorEmail),
      ...rest.body.commits.map((c: { authorEmail: string }) => c.authorEmail),
      ...gql.data!.repositoryCommits.map((c) => c.authorEmail),
    ] as string[];
    expect(answered).toHaveLength(3 * real.length);
    expect(answered).toEqual([...real, ...real, ...real].map(maskEmail));
    for (const address of new Set(real)) {
      expect(rest.text).not.toContain(address);
      expect(JSON.stringify(gql)).not.toContain(address);
    }
  });
});
