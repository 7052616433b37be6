import fs from 'node:fs';
import path from 'node:path';
import git from 'isomorphic-git';

export interface RepositoryCommit {
  oid: string;
  message: string;
  authorName: string;
  authorEmail: string;
  /** ISO 8601, from the committer timestamp. */
  committedDate: string;
}

export const MAX_COMMITS = 200;

/** The platform's own git history, read at run time with isomorphic-git (no git binary needed). */
export class RepositoryService {
  constructor(private readonly dir: string) {}

  /** Newest first; an empty list when the platform does not run from a git checkout. */
  async commits(limit = 50): Promise<RepositoryCommit[]> {
    // Only the platform's own directory: never a repository that happens to enclose it.
    if (!fs.existsSync(path.join(this.dir, '.git'))) return [];
    try {
      const log = await git.log({ fs, dir: this.dir, depth: Math.min(Math.max(limit, 1), MAX_COMMITS) });
      return log.map(({ oid, commit }) => ({
        oid,
        message: commit.message.trim(),
        authorName: commit.author.name,
        authorEmail: commit.author.email,
        committedDate: new Date(commit.committer.timestamp * 1000).toISOString(),
      }));
    } catch (err) {
      // A checkout without commits (or a detached, shallow clone without HEAD) has no history to show.
      if (err instanceof Error && (err as { code?: string }).code === 'NotFoundError') return [];
      throw err;
    }
  }
}
