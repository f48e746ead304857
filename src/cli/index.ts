export { EXIT, exitCodeFor } from './exit-codes.js';
export { main } from './main.js';
