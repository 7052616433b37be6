import { graphql } from '../../../gql';

export const AdminArticleListQuery = graphql(`
  query AdminArticleList($offset: Int!, $limit: Int!) {
    articles(offset: $offset, limit: $limit) {
      total
      items {
        id
        title
        titleEn
        category
        categoryEn
        publishedDate
        views
        hasEnglishVersion
      }
    }
  }
`);

export const AdminArticleFieldsFragment = graphql(`
  fragment AdminArticleFields on AdminArticle {
    id
    title
    titleEn
    category
    categoryEn
    content
    contentEn
    authorName
    isOriginal
  }
`);

export const AdminArticleQuery = graphql(`
  query AdminArticle($id: Int!) {
    adminArticle(id: $id) {
      ...AdminArticleFields
      publishedDate
      views
    }
  }
`);

export const SaveArticleVersionMutation = graphql(`
  mutation SaveArticleVersion($id: Int, $language: String!, $input: ArticleVersionInput!) {
    saveArticleVersion(id: $id, language: $language, input: $input) {
      ...AdminArticleFields
    }
  }
`);

export const RemoveArticleEnglishMutation = graphql(`
  mutation RemoveArticleEnglish($id: Int!) {
    removeArticleEnglish(id: $id) {
      id
      titleEn
      contentEn
    }
  }
`);

export const DeleteArticleMutation = graphql(`
  mutation DeleteArticle($id: Int!) {
    deleteArticle(id: $id)
  }
`);
