/** Blog posts (console blog editor): limits in characters; tags are lower-case slugs. */
export const BLOG_LIMITS = {
  titleMax: 120,
  summaryMax: 300,
  authorMax: 40,
  tagsMax: 8,
  /** A tag's characters (BLOG_TAG_PATTERN). */
  tagMax: 24,
  /** Stored HTML per language, after sanitising. */
  contentMax: 200_000,
} as const;
/** A tag: 1–`tagMax` lower-case letters, digits or hyphens, not starting with a hyphen. */
export const BLOG_TAG_PATTERN = new RegExp(`^[a-z0-9][a-z0-9-]{0,${BLOG_LIMITS.tagMax - 1}}$`);

/**
 * A blog post's cover (issue #34.10): one of these drawn covers (`preset:<key>`), an uploaded image
 * (`upload:<id>`, PNG, JPEG, GIF or WebP recognised by its bytes, at most `BLOG_COVER_MAX_BYTES`), or none ('').
 */
export const BLOG_COVER_PRESETS = ['release', 'engineering', 'guide', 'community', 'security', 'data'] as const;
export type BlogCoverPreset = (typeof BLOG_COVER_PRESETS)[number];
/** 700 KB: sent as base64 inside one GraphQL request, which the gateway takes up to 1 MB. */
export const BLOG_COVER_MAX_BYTES = 700 * 1024;

/** Documentation articles (console article editor). */
export const ARTICLE_LIMITS = {
  titleMax: 120,
  categoryMax: 40,
  authorMax: 40,
  contentMax: 200_000,
} as const;

/** API categories: a Chinese and an English name. */
export const CATEGORY_LIMITS = {
  nameMax: 20,
  nameEnMax: 40,
} as const;

/** The assistant's waiting list: an e-mail and what one hopes for. */
export const WAITLIST_WISH_MAX = 500;
/** The assistant's question box (/dsChatBot): characters of one question. */
export const ASSISTANT_QUESTION_MAX = 200;
