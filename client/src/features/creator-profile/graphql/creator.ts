import { graphql } from '../../../gql';

export const CreatorProfileQuery = graphql(`
  query CreatorProfile($id: Int!, $timeZone: String!) {
    creator(id: $id) {
      id
      name
      nameEn
      title
      titleEn
      bio
      bioEn
      icon
      official
      vip
      isOnline
      joinedAt
      apiCount
      followers
      following
      followedByMe
      starsReceived
      responseRate
      activityCalendar(timeZone: $timeZone) {
        from
        to
        total
        days {
          day
          count
          level
          created
          published
          updated
          answered
        }
      }
    }
  }
`);

/** Which creator profile the signed-in account owns (its own profile offers no follow button). */
export const MyCreatorIdQuery = graphql(`
  query MyCreatorId {
    me {
      id
      creatorId
    }
  }
`);

export const FollowCreatorMutation = graphql(`
  mutation FollowCreator($creatorId: Int!, $following: Boolean!) {
    followCreator(creatorId: $creatorId, following: $following) {
      id
      followers
      followedByMe
    }
  }
`);

export const CreatorWorksQuery = graphql(`
  query CreatorWorks($creatorId: Int!, $keywords: String!, $offset: Int!, $limit: Int!) {
    market(creatorId: $creatorId, keywords: $keywords, sort: NEWEST, offset: $offset, limit: $limit) {
      total
      allCount
      items {
        ...ApiCardFields
      }
    }
  }
`);
