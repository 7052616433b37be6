import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Box, Button, Container, Grid, Heading, Separator, Stack } from '@chakra-ui/react';
import { useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { BlockSkeleton } from '../../../shared/components/BlockStates';
import { prepareHtml } from '../lib/prepare-html';
import { BackToTop } from './BackToTop';
import { PageError } from './PageState';
import { ReadingMeta, type ReadingMetaProps } from './ReadingMeta';
import { ReadingProgress } from './ReadingProgress';
import { RichHtml } from './RichHtml';
import { ShareBar } from './ShareBar';
import { TableOfContents } from './TableOfContents';

/** What one reading page shows once loaded. */
export interface ReadingDoc {
  /** Prefix of the heading ids and of the test ids (`<kind>-title`, `<kind>-content`). */
  kind: string;
  testId: string;
  lang: 'en' | 'zh-CN';
  badges: ReactNode;
  title: string;
  meta: ReadingMetaProps;
  /** Under the meta line: a language switch or a note. */
  notice?: ReactNode;
  html: string;
  likeKey: string;
}

/** What a reading page needs of its Apollo query result. */
export interface ReadingQuery {
  loading: boolean;
  error?: unknown;
  refetch(): Promise<unknown>;
}

type Failure = Pick<ComponentProps<typeof PageError>, 'title' | 'description' | 'extra'>;

/**
 * One reading layout (articles and blog posts): back link, badges, title, meta, content, share and like,
 * reading progress, contents list and back-to-top; or the page's error (not found when the id is invalid
 * or the server says NOT_FOUND) or its skeleton.
 */
export function ReadingPage({
  back,
  valid,
  query: { loading, error, refetch },
  failure,
  doc,
}: {
  back: { to: string; label: string };
  valid: boolean;
  /** The page's query: loading, its error and a retry. */
  query: Pick<ReadingQuery, 'loading' | 'error' | 'refetch'>;
  failure(notFound: boolean): Failure;
  doc?: ReadingDoc | null;
}) {
  const body = useRef<HTMLDivElement>(null);
  const html = doc?.html;
  const kind = doc?.kind;
  const prepared = useMemo(() => (html !== undefined && kind ? prepareHtml(html, kind) : null), [html, kind]);
  const backLink = (
    <Button asChild size="sm" variant="ghost" alignSelf="start">
      <RouterLink to={back.to}>
        <LuArrowLeft aria-hidden="true" /> {back.label}
      </RouterLink>
    </Button>
  );
  if (!valid || error) {
    const notFound =
      !valid ||
      (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND'));
    return (
      <Container maxW="4xl" py="6">
        {backLink}
        <PageError
          {...failure(notFound)}
          notFound={notFound}
          onRetry={() => void refetch().catch(() => undefined)}
          backTo={back.to}
          backLabel={back.label}
        />
      </Container>
    );
  }
  if (loading || !doc || !prepared) {
    return (
      <Container maxW="6xl" py="6">
        <BlockSkeleton lines={8} />
      </Container>
    );
  }
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <ReadingProgress target={body} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 240px' }} gap="10">
        <Stack as="article" ref={body} gap="4" minW="0" lang={doc.lang} data-testid={doc.testId}>
          {backLink}
          {doc.badges}
          <Heading
            as="h1"
            size={{ base: '2xl', md: '3xl' }}
            lineHeight="1.3"
            data-testid={`${doc.kind}-title`}
          >
            {doc.title}
          </Heading>
          <ReadingMeta {...doc.meta} />
          {doc.notice}
          <Separator />
          <RichHtml html={prepared.html} data-testid={`${doc.kind}-content`} />
          <Separator />
          <ShareBar likeKey={doc.likeKey} />
        </Stack>
        <Box hideBelow="lg">
          <TableOfContents headings={prepared.headings} />
        </Box>
      </Grid>
      <BackToTop />
    </Container>
  );
}
