/** The server's tag rule (blog.rules.ts): 1–24 lower-case letters, digits or hyphens, at most 8. */
export const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,23}$/;
export const TAGS_MAX = 8;

export const splitTags = (raw: string): string[] => [
  ...new Set(
    raw
      .split(/[,，\s]+/)
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  ),
];
