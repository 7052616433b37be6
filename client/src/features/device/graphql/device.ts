import { graphql } from '../../../gql';

export const RecordVisitMutation = graphql(`
  mutation RecordVisit($input: DeviceInfoReportInput!) {
    recordVisit(input: $input) {
      id
    }
  }
`);
