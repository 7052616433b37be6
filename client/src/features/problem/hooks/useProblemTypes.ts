import { useQuery } from '@apollo/client/react';
import { ProblemTypesQuery } from '../graphql/problem';

/** The problem types the feedback wizard offers. */
export const useProblemTypes = () => useQuery(ProblemTypesQuery);
