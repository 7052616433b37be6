import { graphql } from '../../../gql';

export const ProblemTypesQuery = graphql(`
  query ProblemTypes {
    problemTypes {
      id
      kind
      kindEn
    }
  }
`);
