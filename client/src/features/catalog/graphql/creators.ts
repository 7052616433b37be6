import { graphql } from '../../../gql';

/** The creators block (home, loaded when scrolled near): in its own chunk, not the first route's file. */
export const CreatorsQuery = graphql(`
  query Creators($limit: Int!) {
    creators(offset: 0, limit: $limit) {
      total
      items {
        id
        name
        nameEn
        title
        titleEn
        icon
        official
        vip
        apiCount
        starsReceived
        responseRate
        isOnline
      }
    }
  }
`);
