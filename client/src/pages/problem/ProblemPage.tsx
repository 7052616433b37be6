import { FeedbackWizard } from '../../features/problem/components/FeedbackWizard';

export function ProblemPage() {
  return <FeedbackWizard />;
}
