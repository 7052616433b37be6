import { graphql } from '../../../gql';

export const StatusApiFragment = graphql(`
  fragment StatusApi on ApiStatusFields {
    apiId
    name
    nameEn
    state
    p95Ms
    lastCheckedAt
    uptime {
      h24
      d7
      d30
      d90
    }
    days {
      day
      uptime
      downMinutes
      maintenanceMinutes
      incidents
    }
  }
`);

export const StatusIncidentFragment = graphql(`
  fragment StatusIncident on Incident {
    id
    apiId
    apiName
    apiNameEn
    state
    automatic
    title
    titleEn
    startedAt
    resolvedAt
    updates {
      id
      phase
      body
      bodyEn
      createdAt
    }
  }
`);

export const StatusMaintenanceFragment = graphql(`
  fragment StatusMaintenance on MaintenanceWindow {
    id
    apiId
    apiName
    apiNameEn
    startsAt
    endsAt
    title
    titleEn
    active
  }
`);

export const StatusPageQuery = graphql(`
  query StatusPage {
    statusPage {
      state
      generatedAt
      uptime {
        h24
        d7
        d30
        d90
      }
      apis {
        ...StatusApi
      }
      openIncidents {
        ...StatusIncident
      }
      recentIncidents {
        ...StatusIncident
      }
      maintenance {
        ...StatusMaintenance
      }
    }
  }
`);

export const ApiStatusQuery = graphql(`
  query ApiStatus($apiId: Int!) {
    apiStatus(apiId: $apiId) {
      ...StatusApi
      following
      canManage
      probeIntervalSeconds
      probesEnabled
      incidents {
        ...StatusIncident
      }
      maintenance {
        ...StatusMaintenance
      }
    }
  }
`);

export const UptimeBadgeQuery = graphql(`
  query UptimeBadge($apiId: Int!) {
    apiStatus(apiId: $apiId) {
      apiId
      state
      uptime {
        d30
      }
    }
  }
`);

export const FollowApiStatusMutation = graphql(`
  mutation FollowApiStatus($apiId: Int!, $follow: Boolean!) {
    followApiStatus(apiId: $apiId, follow: $follow)
  }
`);

export const AlertChannelFields = graphql(`
  fragment AlertChannelFields on AlertChannel {
    id
    kind
    name
    target
    emailTo
    events
    apiId
    apiName
    ownerAccount
    enabled
    lastError
    lastErrorAt
    lastDeliveredAt
    createdAt
  }
`);

export const AlertChannelsQuery = graphql(`
  query AlertChannels {
    alertChannels {
      ...AlertChannelFields
    }
  }
`);

export const CreateAlertChannelMutation = graphql(`
  mutation CreateAlertChannel($input: AlertChannelInput!) {
    createAlertChannel(input: $input) {
      ...AlertChannelFields
    }
  }
`);

export const DeleteAlertChannelMutation = graphql(`
  mutation DeleteAlertChannel($id: Int!) {
    deleteAlertChannel(id: $id)
  }
`);

export const AlertDeliveryFields = graphql(`
  fragment AlertDeliveryFields on AlertDelivery {
    id
    channelId
    channelName
    channelKind
    eventKind
    title
    titleEn
    state
    attempts
    lastError
    lastStatus
    createdAt
    deliveredAt
    nextAttemptAt
    log {
      attemptedAt
      ok
      status
      answer
      error
    }
  }
`);

export const TestAlertChannelMutation = graphql(`
  mutation TestAlertChannel($id: Int!) {
    testAlertChannel(id: $id) {
      ...AlertDeliveryFields
    }
  }
`);

export const AlertDeliveriesQuery = graphql(`
  query AlertDeliveries($page: Int!, $pageSize: Int!) {
    alertDeliveries(page: $page, pageSize: $pageSize) {
      total
      items {
        ...AlertDeliveryFields
      }
    }
  }
`);

export const SetProbeSettingsMutation = graphql(`
  mutation SetProbeSettings($apiId: Int!, $intervalSeconds: Int!, $enabled: Boolean!) {
    setProbeSettings(apiId: $apiId, intervalSeconds: $intervalSeconds, enabled: $enabled) {
      intervalSeconds
      enabled
    }
  }
`);

export const ScheduleMaintenanceMutation = graphql(`
  mutation ScheduleMaintenance($input: MaintenanceInput!) {
    scheduleMaintenance(input: $input) {
      id
    }
  }
`);

export const PostIncidentUpdateMutation = graphql(`
  mutation PostIncidentUpdate($incidentId: Int!, $input: IncidentUpdateInput!) {
    postIncidentUpdate(incidentId: $incidentId, input: $input) {
      id
      state
    }
  }
`);

export const SetAlertChannelEnabledMutation = graphql(`
  mutation SetAlertChannelEnabled($id: Int!, $enabled: Boolean!) {
    setAlertChannelEnabled(id: $id, enabled: $enabled) {
      ...AlertChannelFields
    }
  }
`);
