import { Button, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useUrlParams } from '../../../app/url-params';
import { localized } from '../../../i18n/localized';
import { PagedList, ReadingCard, ReadingMeta, usePaging } from '../../reading';
import { useBlogPosts } from '../hooks/useBlog';
import '../i18n';
import { BlogCover } from './BlogCover';
import { TagBadges } from './TagBadges';
import { tagLabel } from './TagLabel';

const PAGE_SIZE = 6;

/** The tag filter: all posts, or one tag with its count. */
function TagFilter({
  tags,
  tag,
  onPick,
}: {
  tags: ReadonlyArray<{ tag: string; count: number }>;
  tag: string | null;
  onPick(tag: string | null): void;
}) {
  const { t } = useTranslation();
  return (
    <Wrap gap="2" mb="6" role="group" aria-label={t('blog.tagFilter')} data-testid="blog-tags">
      <Button size="xs" variant={tag ? 'outline' : 'solid'} aria-pressed={!tag} onClick={() => onPick(null)}>
        {t('blog.allTags')}
      </Button>
      {tags.map((c) => (
        <Button
          key={c.tag}
          size="xs"
          variant={tag === c.tag ? 'solid' : 'outline'}
          aria-pressed={tag === c.tag}
          onClick={() => onPick(c.tag)}
          data-testid="blog-tag"
        >
          {tagLabel(t, c.tag)}
          <Text as="span" color={tag === c.tag ? undefined : 'fg.muted'} fontVariantNumeric="tabular-nums">
            {c.count}
          </Text>
        </Button>
      ))}
    </Wrap>
  );
}

/** /doc/blog: published posts newest first, filtered by tag and paged (both kept in the URL). */
export function BlogList() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useUrlParams();
  const tag = params.get('tag') || null;
  const paging = usePaging(PAGE_SIZE);
  const query = useBlogPosts(paging.window, tag);
  const shown = query.data ?? query.previousData;
  const pick = (next: string | null) => setParams(() => new URLSearchParams(next ? { tag: next } : {}));
  return (
    <PagedList
      maxW="5xl"
      title={t('blog.title')}
      subtitle={t('blog.subtitle')}
      filter={shown && <TagFilter tags={shown.blogTags} tag={tag} onPick={pick} />}
      items={shown?.blogPosts.items}
      query={query}
      errorTitle={t('blog.error')}
      empty={{ title: tag ? t('blog.empty') : t('blog.emptyAll'), testId: 'blog-empty' }}
      skeleton={{ lines: 3, h: '32' }}
      columns={2}
      paging={paging}
      total={query.data?.blogPosts.total}
      render={(p) => (
        <ReadingCard
          testId="blog-item"
          gap="3"
          to={`/doc/blog/blog-detail/${p.id}`}
          title={localized(i18n.language, p.title, p.titleEn)}
          badges={
            <>
              <BlogCover cover={p.cover} />
              <TagBadges tags={p.tags} />
            </>
          }
        >
          <Text color="fg.muted" fontSize="sm" lineClamp={3}>
            {localized(i18n.language, p.summary, p.titleEn ? p.summaryEn : null)}
          </Text>
          <ReadingMeta
            author={p.authorName}
            date={p.publishedAt}
            minutes={p.readingMinutes}
            views={p.views}
            gap="3"
            fontSize="xs"
            mt="auto"
          />
        </ReadingCard>
      )}
    />
  );
}
