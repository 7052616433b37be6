import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useSearchParams } from 'react-router-dom';
import { AssistantAnswerQuery } from '../graphql/assistant';

/** The question in the address (`?q=`, so an answer can be shared and Back works) and its answer. */
export function useAssistant() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('q')?.trim() ?? '';
  const { data, loading, error } = useQuery(AssistantAnswerQuery, {
    variables: { question: asked },
    skip: !asked,
  });
  const message = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null;
  return {
    asked,
    ask: (question: string) => setSearch({ q: question.trim() }),
    answer: asked && data?.assistantAnswer.question === asked ? data.assistantAnswer : null,
    loading,
    failed: error ? (message ?? true) : null,
  };
}
