import { graphql } from '../../../gql';

/** The market's most called APIs, for the REST reference's per-API version picker. */
export const DocsApiPickerQuery = graphql(`
  query DocsApiPicker {
    market(keywords: "", sort: POPULAR, offset: 0, limit: 50) {
      items {
        id
        name
      }
    }
  }
`);

/** The name of an API linked to (`?api=<id>`) that is not among the listed ones. */
export const DocsApiNameQuery = graphql(`
  query DocsApiName($id: Int!) {
    api(id: $id) {
      id
      name
    }
  }
`);
