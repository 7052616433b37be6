import { graphql } from '../../../gql';

export const RecordVisitMutation = graphql(`
  mutation RecordVisit($input: DeviceInfoReportInput!) {
    recordVisit(input: $input) {
      id
    }
  }
`);

export const PublicBaseUrlQuery = graphql(`
  query PublicBaseUrl {
    publicBaseUrl
  }
`);
