// How the production gateway process is started (`npm start`, the Dockerfile repeats it, `npm run
// bench:memory` measures it), issue #35's memory goal:
// - `--max-semi-space-size=16`: V8 sizes the young generation from the machine's memory (128 MB reserved
//   on the 2-core development VM); under load every page of it is touched and V8 keeps them. 16 MB
//   semi-spaces (V8's older default) keep that part of RSS under 50 MB; scavenges are more frequent and
//   each as cheap.
// - `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates (libuv's pool runs compression and DNS)
//   an arena of its own, up to 8 per core, each keeping freed memory; two arenas keep that bounded.
export const GATEWAY_NODE_FLAGS = ['--max-semi-space-size=16'];
export const GATEWAY_ENV = { MALLOC_ARENA_MAX: '2' };
