import { openCodeLoopSuite } from '../helpers/agents-loop-opencode.js';

// opencode is the reference CLI of the pair: every server failure it answers goes through it
// (its own 429 retries included). The deadline is govern's, not the CLI's: kilo's suite
// drives it, which saves one ~20 s real start on the longest file of `npm test`.
await openCodeLoopSuite('opencode', '1.18.33', ['E401', 'E429', 'E500']);
