/**
 * The stubbed agent every bench case runs through the real `script` adapter: a small node
 * program, written next to (never inside) the case's repository. It logs each call to a file
 * outside the repository, so "no agent was consulted" is counted rather than assumed, then
 * replays the case's recorded behaviour for its N-th call: file writes and deletions, the
 * text it prints, and the usage line the script adapter reads
 * (`{"costUsd":..,"inputTokens":..,"outputTokens":..}`) and its exit code. A call beyond
 * the recorded ones repeats the last one.
 *
 * argv: behaviour.json, calls.log, agent name. Plain JavaScript with node built-ins only.
 */
export const STUB_AGENT_SOURCE = `import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
const [behaviourFile, callLog, name] = process.argv.slice(2);
const calls = JSON.parse(readFileSync(behaviourFile, 'utf8'));
const previous = existsSync(callLog)
  ? readFileSync(callLog, 'utf8').split('\\n').filter((line) => line.split(' ')[0] === name).length
  : 0;
appendFileSync(callLog, name + ' ' + process.env.GOVERN_TASK_ID + ' ' + process.env.GOVERN_ATTEMPT + '\\n');
// A call beyond the recorded ones repeats the last: a model asked again tends to answer alike.
const call = calls[Math.min(previous, calls.length - 1)];
const root = process.env.GOVERN_WORKSPACE;
for (const [path, content] of Object.entries(call.writes)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}
for (const path of call.deletes) {
  rmSync(join(root, path), { force: true });
}
let out = call.stdout;
if (out !== '' && !out.endsWith('\\n')) {
  out += '\\n';
}
if (call.costUsd !== undefined) {
  out += JSON.stringify({ costUsd: call.costUsd, inputTokens: call.inputTokens, outputTokens: call.outputTokens }) + '\\n';
}
process.stdout.write(out);
process.exitCode = call.exitCode;
`;
