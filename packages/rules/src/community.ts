/** SPEC §5, §9: comment and reply 1–500 characters after trimming; nickname at most 20; 10 comments a page. */
export const COMMENT_LIMITS = {
  contentMax: 500,
  nicknameMax: 20,
  pageSize: 10,
} as const;

/** A visitor's anonymous id (comments, replies and likes without an account; header `X-Visitor-Id`). */
export const VISITOR_ID_PATTERN = /^anon_[A-Za-z0-9_-]{16,32}$/;
