import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../config.js';
import { RepositoryService } from '../repository.service.js';

describe('RepositoryService (isomorphic-git at run time)', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'apimarket-git-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('answers an empty list outside a git checkout', async () => {
    expect(await new RepositoryService(tmp()).commits()).toEqual([]);
  });

  it('reads the commits of a repository, newest first', async () => {
    const dir = tmp();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Tester', '-c', 'user.email=tester@example.com', ...args], {
        cwd: dir,
      });
    git('init', '-q');
    writeFileSync(path.join(dir, 'a.txt'), 'a');
    git('add', 'a.txt');
    git('commit', '-q', '-m', 'first commit');
    writeFileSync(path.join(dir, 'b.txt'), 'b');
    git('add', 'b.txt');
    git('commit', '-q', '-m', 'second commit');
    const commits = await new RepositoryService(dir).commits(10);
    expect(commits.map((c) => c.message)).toEqual(['second commit', 'first commit']);
    expect(commits[0]).toMatchObject({ authorName: 'Tester', authorEmail: 'te***@example.com' });
  });

  it('reads a linked worktree (a .git file) from its own HEAD', async () => {
    const main = tmp();
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Tester', '-c', 'user.email=tester@example.com', ...args], {
        cwd,
      });
    git(main, 'init', '-q', '-b', 'main');
    writeFileSync(path.join(main, 'a.txt'), 'a');
    git(main, 'add', 'a.txt');
    git(main, 'commit', '-q', '-m', 'on main');
    const linked = path.join(tmp(), 'wt');
    git(main, 'worktree', 'add', '-q', '-b', 'feature', linked);
    writeFileSync(path.join(linked, 'b.txt'), 'b');
    git(linked, 'add', 'b.txt');
    git(linked, 'commit', '-q', '-m', 'on feature');
    expect((await new RepositoryService(linked).commits()).map((c) => c.message)).toEqual([
      'on feature',
      'on main',
    ]);
    expect((await new RepositoryService(main).commits()).map((c) => c.message)).toEqual(['on main']);
    git(linked, 'checkout', '-q', '--detach');
    expect((await new RepositoryService(linked).commits(1)).map((c) => c.message)).toEqual(['on feature']);
  });

  it('an initialised repository without commits is an empty list, not an error', async () => {
    const dir = tmp();
    execFileSync('git', ['init', '-q'], { cwd: dir });
    expect(await new RepositoryService(dir).commits()).toEqual([]);
  });

  it('reads the platform’s own checkout', async () => {
    const [latest] = await new RepositoryService(repoRoot).commits(1);
    // Other commits may land meanwhile: check it is a real commit of this repository, not a fixed value.
    expect(execFileSync('git', ['cat-file', '-t', latest.oid], { cwd: repoRoot }).toString().trim()).toBe(
      'commit',
    );
    const subject = execFileSync('git', ['log', '-1', '--format=%s', latest.oid], { cwd: repoRoot })
      .toString()
      .trim();
    expect(latest.message.split('\n')[0]).toBe(subject);
  });
});
