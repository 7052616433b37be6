/** Blog posts (console blog editor): limits in characters; tags are lower-case slugs. */
export const BLOG_LIMITS = {
  titleMax: 120,
  summaryMax: 300,
  authorMax: 40,
  tagsMax: 8,
  /** Stored HTML per language, after sanitising. */
  contentMax: 200_000,
} as const;
export const BLOG_TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,23}$/;

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
