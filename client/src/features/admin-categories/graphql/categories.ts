import { graphql } from '../../../gql';

export const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    adminCategories {
      id
      slug
      name
      nameEn
      sortOrder
      apiCount
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`);

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      nameEn
    }
  }
`);

export const ReorderCategoriesMutation = graphql(`
  mutation ReorderCategories($ids: [Int!]!) {
    reorderCategories(ids: $ids) {
      id
      sortOrder
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id)
  }
`);
