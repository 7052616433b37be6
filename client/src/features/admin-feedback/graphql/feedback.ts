import { graphql } from '../../../gql';

export const FeedbackItemFragment = graphql(`
  fragment FeedbackItem on Feedback {
    id
    kind
    summary
    description
    severity
    urgency
    problemType
    problemTypeEn
    apiId
    apiName
    status
    resolution
    resolvedAt
    createdAt
    assignee
    contact
    note
    workspaceName
  }
`);

export const FeedbackInboxQuery = graphql(`
  query FeedbackInbox($kind: String, $status: String, $page: Int!, $pageSize: Int!) {
    feedbackList(kind: $kind, status: $status, page: $page, pageSize: $pageSize) {
      total
      items {
        ...FeedbackItem
      }
    }
  }
`);

export const AssignedReportsQuery = graphql(`
  query AssignedReports($status: String, $page: Int!, $pageSize: Int!) {
    assignedReports(status: $status, page: $page, pageSize: $pageSize) {
      total
      items {
        ...FeedbackItem
      }
    }
  }
`);

export const MyBugReportsQuery = graphql(`
  query MyBugReports($status: String, $page: Int!, $pageSize: Int!) {
    myBugReports(status: $status, page: $page, pageSize: $pageSize) {
      total
      items {
        ...FeedbackItem
      }
    }
  }
`);

export const MyFeedbackQuery = graphql(`
  query MyFeedback($status: String, $page: Int!, $pageSize: Int!) {
    myFeedback(status: $status, page: $page, pageSize: $pageSize) {
      total
      items {
        ...FeedbackItem
      }
    }
  }
`);

export const SetFeedbackStatusMutation = graphql(`
  mutation SetFeedbackStatus($id: Int!, $status: String!, $resolution: String) {
    setFeedbackStatus(id: $id, status: $status, resolution: $resolution) {
      ...FeedbackItem
    }
  }
`);

export const ReportOptionsQuery = graphql(`
  query ReportOptions {
    baseParams {
      admins {
        account
        username
      }
      problemTypes {
        id
        name
      }
    }
    workspaces {
      id
      name
    }
  }
`);

export const SubmitProblemReportMutation = graphql(`
  mutation SubmitProblemReport($input: ProblemReportInput!) {
    submitProblemReport(input: $input) {
      id
    }
  }
`);
