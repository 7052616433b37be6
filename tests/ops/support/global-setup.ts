// @ts-expect-error -- plain ESM helper shared with `npm start`
import { ensureBuilt } from '../../../scripts/build-state.mjs';

/** These tests run the built gateway (and `npm start`, which serves the client): build what is stale, once. */
export function setup(): void {
  ensureBuilt(['gateway', 'client']);
}
