/**
 * The resident formatter: a node process (started in the gate sandbox, see resident-format.ts)
 * that loads the repository's prettier once and answers each stdin line `{id, args, stdin?}`
 * by running prettier's own command-line code in-process with those arguments, replying
 * `{id, exitCode, stdout, stderr}` as the `prettier` command would have exited and printed.
 * One process start, prettier's load and its parsers are paid once per worktree instead of
 * once per call.
 *
 * It loads no code but prettier's: a module hook refuses every import outside prettier's
 * package (a JS config, a shared config, a plugin), and a request that tried one is answered
 * `{id, refused}` so the caller runs the one-shot command instead. Nothing a change wrote can
 * then live on in the process and answer for the next task. prettier's config and plugin
 * caches are cleared before each request, so each reads the configs and ignore files of the
 * tree as it is now. When prettier's code calls process.exit (a broken config), the reply is
 * what it printed up to there and that exit code, and the process ends after replying.
 *
 * Arguments: the prettier package folder and its command-line module (`internal/legacy-cli.mjs`
 * from 3.6, `internal/cli.mjs` before). Run with `node --input-type=module -e`: the source
 * travels as an argument, so the sandbox need not show govern's own install.
 */
export const FORMAT_SERVER_SOURCE = String.raw`
import { register } from 'node:module';
import { realpathSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const [prettierDir, cliFile] = process.argv.slice(1);
const protocolIn = process.stdin;
const realWrite = process.stdout.write.bind(process.stdout);
const realExit = process.exit.bind(process);
const send = (message) => new Promise((done) => {
  realWrite(JSON.stringify(message) + '\n', () => done());
});

const blocked = new Int32Array(new SharedArrayBuffer(4));
const hook = [
  'let allowed; let flag;',
  'export function initialize(data) { allowed = data.root; flag = data.blocked; }',
  'export async function resolve(specifier, context, next) {',
  '  const result = await next(specifier, context);',
  "  if (result.url.startsWith('node:') || result.url.startsWith(allowed)) { return result; }",
  '  Atomics.store(flag, 0, 1);',
  "  throw new Error('the resident formatter loads no code outside prettier: ' + result.url);",
  '}',
].join('\n');
const root = pathToFileURL(realpathSync(prettierDir)).href + '/';
register('data:text/javascript,' + encodeURIComponent(hook), { data: { root, blocked } });

// prettier reads stdin through the object process.stdin is when its CLI module loads.
let stdinText = '';
const requestStdin = {
  isTTY: false,
  setEncoding() {},
  async *[Symbol.asyncIterator]() {
    yield stdinText;
  },
};
Object.defineProperty(process, 'stdin', { configurable: true, get: () => requestStdin });

let captured = null;
let frozen = false;
for (const [stream, key] of [[process.stdout, 'stdout'], [process.stderr, 'stderr']]) {
  stream.write = (chunk, encoding, callback) => {
    if (captured !== null && !frozen) {
      captured[key] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    }
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') {
      process.nextTick(done);
    }
    return true;
  };
}
let exitedWith = null;
class ExitRequested extends Error {}
process.exit = (code) => {
  if (captured === null) {
    realExit(code);
  }
  exitedWith ??= typeof code === 'number' ? code : (process.exitCode ?? 0);
  frozen = true;
  throw new ExitRequested('prettier exited');
};

const prettier = await import(pathToFileURL(realpathSync(prettierDir + '/index.mjs')).href);
const cli = await import(pathToFileURL(realpathSync(cliFile)).href);

async function answer(request) {
  await prettier.clearConfigCache();
  Atomics.store(blocked, 0, 0);
  stdinText = request.stdin ?? '';
  captured = { stdout: '', stderr: '' };
  frozen = false;
  exitedWith = null;
  process.exitCode = undefined;
  try {
    await cli.run(request.args);
  } catch (error) {
    if (!(error instanceof ExitRequested)) {
      throw error;
    }
  }
  const exitCode = exitedWith ?? (typeof process.exitCode === 'number' ? process.exitCode : 0);
  const output = captured;
  captured = null;
  process.exitCode = undefined;
  await send(
    Atomics.load(blocked, 0) === 1
      ? { id: request.id, refused: 'prettier would load code outside its package (a JS config, a shared config or a plugin)' }
      : { id: request.id, exitCode, stdout: output.stdout, stderr: output.stderr },
  );
  // prettier's state after an exit it never expected to return from is unknown.
  if (exitedWith !== null) {
    realExit(0);
  }
}

let queue = Promise.resolve();
const lines = createInterface({ input: protocolIn });
lines.on('line', (line) => {
  queue = queue.then(() => answer(JSON.parse(line)));
});
lines.on('close', () => {
  void queue.then(() => realExit(0));
});
await send({ ready: true });
`;
