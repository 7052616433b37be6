import { graphql } from '../../../gql';

/**
 * Everything the home page shows first, in ONE request. index.html sends it while the scripts are
 * still downloading (client/build/first-screen.ts prints it into the page); app/first-screen.ts then answers the
 * blocks' own queries from its result. Each root field here must be, field for field and argument
 * for argument, what its block asks for (PopularApis, Categories, CurrentNotice, Announcements with
 * the "all" tab): a block whose query differs is not served from here and goes out on its own — the
 * home e2e test counts the requests. Below-the-fold blocks (creators, version log) load later.
 */
export const HomeFirstScreenQuery = graphql(`
  query HomeFirstScreen {
    market(sort: POPULAR, offset: 0, limit: 12) {
      allCount
      items {
        ...ApiCardFields
      }
    }
    categories {
      id
      name
      nameEn
      slug
    }
    currentNotice {
      id
      content
      contentEn
      createdAt
    }
    announcements(type: null, offset: 0, limit: 5) {
      total
      items {
        id
        type
        title
        titleEn
        summary
        summaryEn
        publishedAt
      }
    }
  }
`);
