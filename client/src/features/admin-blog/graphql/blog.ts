import { graphql } from '../../../gql';

export const AdminBlogPostsQuery = graphql(`
  query AdminBlogPosts($offset: Int!, $limit: Int!) {
    adminBlogPosts(offset: $offset, limit: $limit) {
      total
      items {
        id
        title
        titleEn
        status
        tags
        authorName
        views
        publishedAt
        updatedAt
        hasEnglishVersion
      }
    }
  }
`);

export const AdminBlogPostQuery = graphql(`
  query AdminBlogPost($id: Int!) {
    adminBlogPost(id: $id) {
      id
      title
      titleEn
      summary
      summaryEn
      content
      contentEn
      tags
      cover
      authorName
      status
    }
  }
`);

export const UploadBlogCoverMutation = graphql(`
  mutation UploadBlogCover($data: String!) {
    uploadBlogCover(data: $data)
  }
`);

export const CreateBlogPostMutation = graphql(`
  mutation CreateBlogPost($input: BlogPostInput!) {
    createBlogPost(input: $input) {
      id
      status
    }
  }
`);

export const UpdateBlogPostMutation = graphql(`
  mutation UpdateBlogPost($id: Int!, $input: BlogPostInput!) {
    updateBlogPost(id: $id, input: $input) {
      id
      status
    }
  }
`);

export const DeleteBlogPostMutation = graphql(`
  mutation DeleteBlogPost($id: Int!) {
    deleteBlogPost(id: $id)
  }
`);
