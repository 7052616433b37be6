import { graphql } from '../../../gql';

export const AccessLogsQuery = graphql(`
  query AdminAccessLogs($ip: String, $from: DateTimeISO, $to: DateTimeISO, $page: Int!, $pageSize: Int!) {
    accessLogs(ipAddress: $ip, startTime: $from, endTime: $to, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ipAddress
        userAgent
        createdAt
        browser
        os
        device
      }
    }
  }
`);
