import { graphql } from '../../../gql';

export const SystemMetricsSubscription = graphql(`
  subscription SystemMetrics {
    systemMetrics {
      cpu {
        usage
        coreCount
        model
        temperature
      }
      memory {
        usage
        used
        total
      }
      network {
        uploadSpeed
        downloadSpeed
        totalUpload
        totalDownload
      }
      timestamp
    }
  }
`);

export const PlatformStatisticsQuery = graphql(`
  query PlatformStatistics {
    apiStatistics {
      apis
      developers
      totalCalls
      successCalls
      availability
    }
  }
`);

export const MetricsHistoryQuery = graphql(`
  query MetricsHistory($period: MetricsPeriod!) {
    systemMetricsHistory(period: $period) {
      period
      bucketSeconds
      points {
        timestamp
        cpuUsage
        memoryUsage
        uploadSpeed
        downloadSpeed
      }
    }
  }
`);

export const ActivityEntryFragment = graphql(`
  fragment ActivityEntry on ActivityEvent {
    id
    kind
    title
    titleEn
    actor
    apiId
    createdAt
  }
`);

export const ActivityLogQuery = graphql(`
  query ActivityLog($limit: Int!) {
    activityLog(limit: $limit) {
      ...ActivityEntry
    }
  }
`);

export const ActivityAddedSubscription = graphql(`
  subscription ActivityAdded {
    activityLog {
      ...ActivityEntry
    }
  }
`);
