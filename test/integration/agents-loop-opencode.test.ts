import { openCodeLoopSuite } from '../helpers/agents-loop-opencode.js';

// opencode is the reference CLI of the pair: every server failure goes through it.
await openCodeLoopSuite('opencode', '1.18.33', ['E401', 'E429', 'E500', 'HANG']);
