import { graphql } from '../../../gql';

export const NotificationItemFields = graphql(`
  fragment NotificationItem on Notification {
    id
    apiId
    kind
    message
    read
    createdAt
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications {
    notifications {
      unread
      items {
        ...NotificationItem
      }
    }
  }
`);

/** Each new notification of the signed-in account, as it happens. */
export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationItem
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: Int!) {
    markNotificationRead(id: $id)
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const ApiKeyItemFields = graphql(`
  fragment ApiKeyItem on ApiKey {
    id
    name
    prefix
    createdAt
    lastUsedAt
    revokedAt
    revokedReason
  }
`);

export const MyApiKeysQuery = graphql(`
  query MyApiKeys {
    myApiKeys {
      ...ApiKeyItem
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($name: String!) {
    createApiKey(name: $name) {
      key
      apiKey {
        ...ApiKeyItem
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: Int!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
      revokedReason
    }
  }
`);
