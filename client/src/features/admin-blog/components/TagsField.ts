import { BLOG_LIMITS, BLOG_TAG_PATTERN } from '@api-market/rules';
/** The server's tag rule (blog.rules.ts), from the shared rules: BLOG_TAG_PATTERN (at most BLOG_LIMITS.tagMax characters), at most BLOG_LIMITS.tagsMax tags. */
export const TAG_PATTERN = BLOG_TAG_PATTERN;
export const TAGS_MAX = BLOG_LIMITS.tagsMax;

export const splitTags = (raw: string): string[] => [
  ...new Set(
    raw
      .split(/[,，\s]+/)
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  ),
];
