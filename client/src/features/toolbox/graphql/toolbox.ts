import { graphql } from '../../../gql';

export const ToolboxToolsQuery = graphql(`
  query ToolboxTools {
    toolboxTools {
      builtin
      api {
        id
        name
        nameEn
        description
        descriptionEn
        requestMethod
        needToken
        category {
          id
          name
          nameEn
        }
      }
    }
  }
`);

export const ToolCatalogQuery = graphql(`
  query ToolCatalog {
    apis(offset: 0, limit: 100) {
      total
      items {
        id
        name
        nameEn
        requestMethod
        needToken
        status
        category {
          id
          name
          nameEn
        }
      }
    }
  }
`);

export const ToolParamsQuery = graphql(`
  query ToolParams($id: Int!) {
    api(id: $id) {
      id
      requestMethod
      needToken
      requestParams {
        id
        name
        type
        required
        note
        noteEn
        example
        location
      }
    }
  }
`);
