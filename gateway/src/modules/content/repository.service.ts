import fs from 'node:fs';
import path from 'node:path';
import { lazyModule } from '../../core/lazy-module.js';

/** isomorphic-git (~15,000 heap objects), loaded with the first read of the repository's log. */
const gitModule = lazyModule(() => import('isomorphic-git'));

export interface RepositoryCommit {
  oid: string;
  message: string;
  authorName: string;
  /** Masked (maskEmail): the address itself is never answered. */
  authorEmail: string;
  /** ISO 8601, from the committer timestamp. */
  committedDate: string;
}

export const MAX_COMMITS = 200;

/**
 * "linyu@example.com" → "li***@example.com": enough to tell authors apart, not enough to write to them.
 * Applied here, so neither door (REST /api/repositories/cc/status, GraphQL repositoryCommits) ever
 * answers an author's address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? '***' : '';
  const local = [...email.slice(0, at)];
  return `${local.slice(0, Math.min(2, local.length - 1)).join('')}***${email.slice(at)}`;
}

interface Located {
  gitdir: string;
  ref: string;
}

/**
 * Where the history of `dir` lives. A plain checkout has a `.git` folder; a linked worktree has a
 * `.git` file pointing at its own gitdir, whose `commondir` holds the shared objects and branches —
 * isomorphic-git reads the common dir, starting from the worktree's own HEAD.
 */
function locate(dir: string): Located | null {
  const dotgit = path.join(dir, '.git');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dotgit);
  } catch {
    return null;
  }
  if (stat.isDirectory()) return { gitdir: dotgit, ref: 'HEAD' };
  const pointer = /^gitdir:\s*(.+)$/m.exec(fs.readFileSync(dotgit, 'utf8'))?.[1]?.trim();
  if (!pointer) return null;
  const own = path.resolve(dir, pointer);
  const commondirFile = path.join(own, 'commondir');
  if (!fs.existsSync(commondirFile)) return { gitdir: own, ref: 'HEAD' }; // a submodule
  const common = path.resolve(own, fs.readFileSync(commondirFile, 'utf8').trim());
  const head = fs.readFileSync(path.join(own, 'HEAD'), 'utf8').trim();
  return { gitdir: common, ref: head.startsWith('ref:') ? head.slice(4).trim() : head };
}

/**
 * The history of the configured repository (`REPOSITORY_DIR`), read at run time with isomorphic-git (no
 * git binary needed). None configured: no commits — the platform's own working log is not public text.
 */
export class RepositoryService {
  constructor(private readonly dir: string | null) {}

  /** Newest first; an empty list when no repository is configured or it is not a git checkout. */
  async commits(limit = 50): Promise<RepositoryCommit[]> {
    if (!this.dir) return [];
    // Only the configured directory: never a repository that happens to enclose it.
    const found = locate(this.dir);
    if (!found) return [];
    try {
      const { default: git } = await gitModule();
      const log = await git.log({
        fs,
        gitdir: found.gitdir,
        ref: found.ref,
        depth: Math.min(Math.max(limit, 1), MAX_COMMITS),
      });
      return log.map(({ oid, commit }) => ({
        oid,
        message: commit.message.trim(),
        authorName: commit.author.name,
        authorEmail: maskEmail(commit.author.email),
        committedDate: new Date(commit.committer.timestamp * 1000).toISOString(),
      }));
    } catch (err) {
      // A repository without commits (or a shallow clone without the named commit) has no history to show.
      if (err instanceof Error && (err as { code?: string }).code === 'NotFoundError') return [];
      throw err;
    }
  }
}
