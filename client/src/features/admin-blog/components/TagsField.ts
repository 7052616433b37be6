import { BLOG_LIMITS, BLOG_TAG_PATTERN } from '@api-market/rules';
/** The server's tag rule (blog.rules.ts): 1–24 lower-case letters, digits or hyphens, at most 8. */
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
