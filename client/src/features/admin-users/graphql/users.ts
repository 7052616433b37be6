import { graphql } from '../../../gql';

export const AdminUsersQuery = graphql(`
  query AdminUsers(
    $account: String
    $username: String
    $status: Int
    $role: Int
    $page: Int!
    $pageSize: Int!
  ) {
    users(
      account: $account
      username: $username
      status: $status
      role: $role
      page: $page
      pageSize: $pageSize
    ) {
      total
      items {
        id
        account
        username
        status
        role
        creatorId
      }
    }
  }
`);

export const UserStatusEventsQuery = graphql(`
  query UserStatusEvents($limit: Int!) {
    userStatusEvents(limit: $limit) {
      id
      account
      actorAccount
      fromStatus
      toStatus
      reason
      createdAt
    }
  }
`);

export const SetUserStatusMutation = graphql(`
  mutation SetUserStatus($id: Int!, $status: Int!, $reason: String) {
    setUserStatus(id: $id, status: $status, reason: $reason) {
      id
      status
    }
  }
`);
