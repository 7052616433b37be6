import { BLOG_LIMITS, BLOG_TAG_PATTERN, hasTextControls } from '@api-market/rules';
import { badInput } from '../../core/errors.js';
import { charLength, hasNameControls } from '../../core/text.js';
import { sanitizeArticleHtml } from '../content/article.service.js';
import { BLOG_STATUSES, type BlogStatus } from './blog.entity.js';

export const {
  titleMax: TITLE_MAX,
  summaryMax: SUMMARY_MAX,
  /** Stored HTML per language, after sanitising. */
  contentMax: CONTENT_MAX,
  tagsMax: TAGS_MAX,
  authorMax: AUTHOR_MAX,
} = BLOG_LIMITS;
export const TAG_PATTERN = BLOG_TAG_PATTERN;

/** What the console sends to create or change a post (every field of the form). */
export interface BlogPostFields {
  title?: unknown;
  titleEn?: unknown;
  summary?: unknown;
  summaryEn?: unknown;
  content?: unknown;
  contentEn?: unknown;
  tags?: unknown;
  authorName?: unknown;
  status?: unknown;
  /** Checked by BlogCoverService.check (an upload must exist). */
  cover?: unknown;
}

export interface ValidBlogPost {
  title: string;
  titleEn: string | null;
  summary: string;
  summaryEn: string;
  content: string;
  contentEn: string | null;
  tags: string[];
  authorName: string;
  status: BlogStatus;
}

const trimmed = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * Plain text shown on the public blog. A one-line field (a title, the byline) refuses every control
 * character and line break; a summary keeps \t \n \r. Neither takes a bidirectional override, which
 * shows the text after it reversed in every list and card.
 */
function limited(v: unknown, max: number, zh: string, en: string, required: boolean, oneLine = true): string {
  if (v !== undefined && v !== null && typeof v !== 'string')
    throw badInput(`${zh}必须是文本`, `${en} must be text`);
  const s = trimmed(v);
  if (required && !s) throw badInput(`请填写${zh}`, `${en} is required`);
  if (charLength(s) > max)
    throw badInput(`${zh}不能超过 ${max} 个字符`, `${en} cannot exceed ${max} characters`);
  if (oneLine ? hasNameControls(s) : hasTextControls(s)) {
    throw oneLine
      ? badInput(`${zh}不能包含控制字符、换行或文字方向控制符`, `${en} cannot contain control characters, line breaks or text direction controls`)
      : badInput(`${zh}不能包含控制字符或文字方向控制符`, `${en} cannot contain control characters or text direction controls`);
  }
  return s;
}

/** Sanitised HTML; empty when nothing readable is left (a lone <script> is not a post). */
function html(v: unknown, zh: string, en: string, required: boolean): string {
  if (v !== undefined && v !== null && typeof v !== 'string')
    throw badInput(`${zh}必须是文本`, `${en} must be text`);
  const clean = sanitizeArticleHtml(typeof v === 'string' ? v : '').trim();
  const readable = clean.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(clean);
  if (required && !readable) throw badInput(`请填写${zh}`, `${en} is required`);
  if (clean.length > CONTENT_MAX) {
    throw badInput(`${zh}不能超过 ${CONTENT_MAX} 个字符`, `${en} cannot exceed ${CONTENT_MAX} characters`);
  }
  return readable ? clean : '';
}

function tags(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw badInput('标签必须是列表', 'Tags must be a list');
  const out = [...new Set(v.map((t) => (typeof t === 'string' ? t.trim().toLowerCase() : '')))];
  if (out.length > TAGS_MAX) throw badInput(`标签最多 ${TAGS_MAX} 个`, `At most ${TAGS_MAX} tags`);
  const bad = out.find((t) => !TAG_PATTERN.test(t));
  if (bad !== undefined) {
    throw badInput(
      `标签「${bad.slice(0, BLOG_LIMITS.tagMax)}」无效：1–${BLOG_LIMITS.tagMax} 位小写字母、数字或连字符`,
      `Invalid tag "${bad.slice(0, BLOG_LIMITS.tagMax)}": 1–${BLOG_LIMITS.tagMax} lower-case letters, digits or hyphens`,
    );
  }
  return out;
}

/**
 * The one rule for a post, whoever writes it: required Chinese title and content, an English version
 * that is either whole (title and content) or absent, HTML sanitised before it is stored.
 */
export function checkBlogPost(f: BlogPostFields): ValidBlogPost {
  const title = limited(f.title, TITLE_MAX, '标题', 'Title', true);
  const titleEn = limited(f.titleEn, TITLE_MAX, '英文标题', 'English title', false);
  const content = html(f.content, '正文', 'Content', true);
  const contentEn = html(f.contentEn, '英文正文', 'English content', false);
  if (Boolean(titleEn) !== Boolean(contentEn)) {
    throw badInput(
      '英文版本需要同时填写英文标题和英文正文',
      'An English version needs both an English title and English content',
    );
  }
  const status = f.status === undefined || f.status === null ? 'published' : f.status;
  if (!BLOG_STATUSES.includes(status as BlogStatus)) {
    throw badInput('状态只能是 draft 或 published', 'Status must be draft or published');
  }
  return {
    title,
    titleEn: titleEn || null,
    summary: limited(f.summary, SUMMARY_MAX, '摘要', 'Summary', false, false),
    summaryEn: limited(f.summaryEn, SUMMARY_MAX, '英文摘要', 'English summary', false, false),
    content,
    contentEn: contentEn || null,
    tags: tags(f.tags),
    authorName: limited(f.authorName, AUTHOR_MAX, '作者', 'Author', true),
    status: status as BlogStatus,
  };
}

/**
 * A post's reading time in minutes, at about 300 Chinese characters a minute (at least 1): the text of
 * its stored (sanitised) Chinese HTML without tags or white space. Kept in `blog_post.reading_minutes`,
 * written with the content on every create and update, so a list never reads a post's HTML (issue #35).
 */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, '').replace(/\s+/g, '');
  return Math.max(1, Math.round([...text].length / 300));
}
