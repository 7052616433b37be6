import { useMutation, useQuery } from '@apollo/client/react';
import { CreateApiKeyMutation, MyApiKeysQuery } from '../../creator';
import { ApiPlansQuery, MySubscriptionsQuery, SubscribePlanMutation } from '../graphql/plans';

// The subscribe dialog's reads and writes: the caller's keys (the creator feature's documents) and the subscription.

/** The caller's API keys to subscribe with (`skip` while no plan is chosen). */
export const useMyKeysToSubscribe = (skip: boolean) =>
  useQuery(MyApiKeysQuery, { skip, fetchPolicy: 'cache-and-network' });

/** Creates an API key (shown once) for a subscription. */
export const useCreateKeyToSubscribe = () =>
  useMutation(CreateApiKeyMutation, { refetchQueries: [MyApiKeysQuery] });

/** Subscribes a key to a plan of an API; the caller's subscriptions and the API's plans read again. */
export const useSubscribePlan = (apiId: number) =>
  useMutation(SubscribePlanMutation, {
    refetchQueries: [MySubscriptionsQuery, { query: ApiPlansQuery, variables: { apiId } }],
  });
