import { useQuery } from '@apollo/client/react';
import { CreatorsQuery } from '../graphql/creators';

/** The 20 creators the gallery shows. */
export const useCreators = () => useQuery(CreatorsQuery, { variables: { limit: 20 } });
