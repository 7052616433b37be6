import { Foundation1763700000000 } from './1763700000000-foundation.js';

/** Every committed migration, oldest first; a feature appends its own. */
export const migrations = [Foundation1763700000000];
