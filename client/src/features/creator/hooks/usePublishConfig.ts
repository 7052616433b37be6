import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { MyApisQuery, PublishConfigQuery, SubmitPublishConfigMutation } from '../graphql/my-apis';
import { GRAY, type Values } from '../lib/publish-config';

/** The stored publish configuration of one API (none read while the dialog is closed). */
export function usePublishConfig(apiId: number | undefined) {
  return useQuery(PublishConfigQuery, {
    variables: { apiId: apiId ?? 0 },
    skip: !apiId,
    fetchPolicy: 'network-only',
  });
}

/**
 * Sends a publish configuration. The rollout may release the API (approved, or a passed revision):
 * the list and its figures follow.
 */
export function useSubmitPublishConfig(apiId: number) {
  const [submit] = useMutation(SubmitPublishConfigMutation, { refetchQueries: [MyApisQuery] });
  return useCallback(
    (v: Values) =>
      submit({
        variables: {
          input: {
            apiId,
            deployType: v.deployType,
            grayScale: v.deployType === 'FULL' ? GRAY.max : v.grayScale,
            parameters: v.parameters.map((p) => ({
              name: p.name.trim(),
              description: p.description.trim(),
              type: p.type,
              required: p.required,
              // A new row still on its default: the server places it by the API's method and address.
              location: p.locationAuto ? undefined : p.location,
            })),
          },
        },
      }),
    [submit, apiId],
  );
}
