import { openCodeLoopSuite } from '../helpers/agents-loop-opencode.js';

// kilo is an opencode fork with the same JSON events, parsed by the same adapter (the 401 and
// 500 mappings are opencode's suite's): here the edit, its own retry limit
// (KILO_SESSION_RETRY_LIMIT) on a 429, and the deadline.
await openCodeLoopSuite('kilo', '7.7.7', ['E429', 'HANG']);
