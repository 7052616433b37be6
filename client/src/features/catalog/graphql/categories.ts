import { graphql } from '../../../gql';

// The search bar's category selector (a chunk of its own): apart from catalog.ts, which the first route
// carries, so the document stays out of its entry. Field for field what HomeFirstScreen asks for.
export const CategoriesQuery = graphql(`
  query Categories {
    categories {
      id
      name
      nameEn
      slug
    }
  }
`);
