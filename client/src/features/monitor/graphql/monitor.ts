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
