export { startServer } from './app.js';
export type { RunningServer, ServeOptions } from './app.js';
