// How the production gateway process is started (`npm start`, the Dockerfile repeats it, `npm run
// bench:memory` measures it), issue #35's memory goal:
// - `--max-semi-space-size=16`: V8 sizes the young generation from the machine's memory (128 MB reserved
//   on the 2-core development VM); under load every page of it is touched and V8 keeps them. 16 MB
//   semi-spaces (V8's older default) keep that part of RSS under 50 MB; scavenges are more frequent and
//   each as cheap.
// - `--heap-growing-percent=20`: the old generation may grow to 1.2× what survived the last full GC before
//   the next one (V8's own factor lets it reach about twice that under load, and V8 keeps the pages it
//   grew into): the heap stays near its live size, at the cost of more frequent (mostly concurrent)
//   full GCs.
// - `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates (libuv's pool runs compression and DNS)
//   an arena of its own, up to 8 per core, each keeping freed memory; two arenas keep that bounded.
export const GATEWAY_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=20'];
export const GATEWAY_ENV = { MALLOC_ARENA_MAX: '2' };
