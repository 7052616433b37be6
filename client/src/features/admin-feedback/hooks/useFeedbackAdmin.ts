import { useMutation, useQuery } from '@apollo/client/react';
import {
  ReportOptionsQuery,
  SetFeedbackStatusMutation,
  SubmitProblemReportMutation,
} from '../graphql/feedback';

// The feedback desk's reads and writes, one hook each (components never call Apollo themselves).

/** The choices of an administrator's problem report (base parameters, workspaces). */
export const useReportOptions = () => useQuery(ReportOptionsQuery);

/** Files an administrator's problem report; the inbox and the assigned reports read their lists again. */
export const useSubmitProblemReport = () =>
  useMutation(SubmitProblemReportMutation, { refetchQueries: ['FeedbackInbox', 'AssignedReports'] });

/** Moves a feedback item to another status (with a resolution when resolved). */
export const useSetFeedbackStatus = () => useMutation(SetFeedbackStatusMutation);
