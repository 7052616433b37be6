import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReadingPage } from '../../reading';
import { useBlogPost } from '../hooks/useBlog';
import '../i18n';
import { BlogCover } from './BlogCover';
import { TagBadges } from './TagBadges';

/** /doc/blog/blog-detail/:id — a post in the reader's language when it has one, else the Chinese original. */
export function BlogDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const query = useBlogPost(id, !valid);
  const p = query.data?.blogPost;
  const en = i18n.language.startsWith('en');
  const english = en && !!p?.contentEn;
  return (
    <ReadingPage
      back={{ to: '/doc/blog', label: t('blog.back') }}
      valid={valid}
      query={query}
      failure={(notFound) => ({
        title: t('blog.loadError'),
        description: notFound ? t('blog.notFound') : undefined,
      })}
      doc={
        p && {
          kind: 'blog',
          testId: 'blog-post',
          lang: english ? 'en' : 'zh-CN',
          badges: (
            <>
              <BlogCover cover={p.cover} h="48" />
              <TagBadges tags={p.tags} />
            </>
          ),
          title: (english ? p.titleEn : null) ?? p.title,
          meta: {
            author: t('reading.by', { name: p.authorName }),
            date: p.publishedAt,
            minutes: p.readingMinutes,
            views: p.views,
          },
          notice: en && !p.contentEn && (
            <Text fontSize="sm" color="fg.muted" data-testid="blog-chinese-only">
              {t('blog.chineseOnly')}
            </Text>
          ),
          html: (english ? p.contentEn : null) ?? p.content,
          likeKey: `blog:${p.id}`,
        }
      }
    />
  );
}
