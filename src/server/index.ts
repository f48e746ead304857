export { MAX_AUDIT_LIMIT, startServer } from './app.js';
export type { RunningServer, ServeOptions } from './app.js';
export { isLoopbackHost } from './auth.js';
export { SCORECARD_PATH } from './scorecard.js';
