import { graphql } from '../../../gql';

export const InterfaceAlertsQuery = graphql(`
  query AdminInterfaceAlerts($limit: Int!, $offset: Int!) {
    interfaceAlerts(limit: $limit, offset: $offset) {
      total
      items {
        id
        apiId
        apiName
        kind
        message
        calls
        failed
        slow
        createdAt
        acknowledgedAt
        acknowledgedBy
      }
    }
  }
`);

export const AcknowledgeAlertMutation = graphql(`
  mutation AcknowledgeAlert($id: Int!) {
    acknowledgeAlert(id: $id) {
      id
      acknowledgedAt
      acknowledgedBy
    }
  }
`);

export const AlertRaisedSubscription = graphql(`
  subscription InterfaceAlertRaised {
    interfaceAlertRaised {
      apiId
      kind
    }
  }
`);
