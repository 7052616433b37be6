import { graphql } from '../../../gql';

export const ArticlesQuery = graphql(`
  query Articles($offset: Int!, $limit: Int!) {
    articles(offset: $offset, limit: $limit) {
      total
      items {
        id
        category
        categoryEn
        title
        titleEn
        isOriginal
        publishedDate
        authorName
        views
        hasEnglishVersion
      }
    }
  }
`);

export const ArticleQuery = graphql(`
  query Article($id: Int!, $language: String!) {
    article(id: $id, language: $language) {
      id
      language
      category
      title
      isOriginal
      publishedDate
      authorName
      views
      hasEnglishVersion
      content
    }
  }
`);
