import { cacheRules } from '../../core/cache.rules.js';

/**
 * The community feature and the read cache: comments are read per viewer (isLiked, isMine), so none is
 * kept. A like on a comment or reply is shown by no cached answer: it touches nothing. Comments and
 * replies themselves stay undeclared (the whole catalogue): creators' response rates show them.
 */
export const communityCache = cacheRules({
  reads: {},
  writes: {
    like: () => [],
  },
});
