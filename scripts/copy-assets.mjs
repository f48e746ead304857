// Copies the files the compiled code reads beside it (tsc copies only what it compiles):
// the dashboard's page, script and stylesheet.
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
cpSync(join(root, 'src', 'server', 'assets'), join(root, 'dist', 'server', 'assets'), {
  recursive: true,
});
