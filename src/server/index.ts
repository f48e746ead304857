export { startServer } from './app.js';
export type { RunningServer, ServeOptions } from './app.js';
export { SCORECARD_PATH } from './scorecard.js';
