import type { DeployType, PublishConfigQuery as Result } from '../../../gql/graphql';
import type { ParamValue } from './api-form.rules';

/** SPEC §4/§9: the gray share 100–10000 in steps of 100 (default 1000); full sends 10000. */
export const GRAY = { min: 100, max: 10_000, step: 100, initial: 1000 } as const;
/** SPEC §4 author publish progress: step 2 waits about 2 s, step 3 about 1 s, then the dialog closes. */
export const WAIT_MS = 2000;
export const DONE_MS = 1000;

export interface Values {
  deployType: DeployType;
  grayScale: number;
  parameters: ParamValue[];
}

export const initialValues = (d: Result): Values => {
  const stored = d.publishConfig;
  const params = (stored?.parameters.length ? stored.parameters : d.myApi.parameters).map((p) => ({
    ...p,
    example: '',
  }));
  return {
    deployType: stored?.deployType ?? 'GRAY',
    grayScale: stored?.deployType === 'GRAY' ? stored.grayScale : GRAY.initial,
    parameters: params,
  };
};
