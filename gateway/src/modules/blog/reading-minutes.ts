/**
 * A post's reading time in minutes, at about 300 Chinese characters a minute (at least 1): the text of
 * its stored (sanitised) Chinese HTML without tags or white space. Kept in `blog_post.reading_minutes`,
 * written with the content on every create and update, so a list never reads a post's HTML (issue #35).
 */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, '').replace(/\s+/g, '');
  return Math.max(1, Math.round([...text].length / 300));
}
