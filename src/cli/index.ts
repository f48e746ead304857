export { commandReference } from './command-reference.js';
export type { CommandReferenceRow } from './command-reference.js';
export { EXIT, exitCodeFor } from './exit-codes.js';
export { main } from './main.js';
