import { graphql } from '../../../gql';

export const BlogPostsQuery = graphql(`
  query BlogPosts($offset: Int!, $limit: Int!, $tag: String) {
    blogPosts(offset: $offset, limit: $limit, tag: $tag) {
      total
      items {
        id
        title
        titleEn
        summary
        summaryEn
        tags
        cover
        authorName
        views
        publishedAt
        readingMinutes
        hasEnglishVersion
      }
    }
    blogTags {
      tag
      count
    }
  }
`);

export const BlogPostQuery = graphql(`
  query BlogPost($id: Int!) {
    blogPost(id: $id) {
      id
      title
      titleEn
      tags
      cover
      authorName
      views
      publishedAt
      readingMinutes
      content
      contentEn
    }
  }
`);
