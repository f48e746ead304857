// Writes the files the compiled code reads beside it (tsc copies only what it compiles):
// the dashboard's page, script and stylesheet, and the ledger schema's fingerprint.
import { cpSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ledgerSchemaFingerprint } from '../dist/ledger/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
cpSync(join(root, 'src', 'server', 'assets'), join(root, 'dist', 'server', 'assets'), {
  recursive: true,
});
// Every ledger read needs the fingerprint, and deriving it costs ~30 ms: it is computed once
// here from the schema just compiled (src/ledger/store.ts reads it).
writeFileSync(
  join(root, 'dist', 'ledger', 'schema-fingerprint.txt'),
  `${ledgerSchemaFingerprint()}\n`,
);
