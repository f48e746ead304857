/** What `--no-sandbox` prints on stderr before anything runs (run, check, approve). */
export const NO_SANDBOX_WARNING = [
  '!!! govern: --no-sandbox: THE OS SANDBOX IS OFF !!!',
  "!!! Agents and the tool gates (tests, linters and formatters run the repository's own code) run with your user rights:",
  '!!! they can read your keys and files, write anywhere you can, reach the network, and leave processes behind.',
  '!!! This is recorded as unsandboxed in the audit log.',
].join('\n');
