#!/usr/bin/env node
// The published entry point: the compiled CLI, bundled into dist/bundle/ by `npm run build`
// (which `npm ci` runs through the prepare script; see scripts/bundle-cli.mjs for why), or
// dist/cli/ itself where the build could not bundle it.
import { existsSync } from 'node:fs';

const bundled = new URL('../dist/bundle/cli.js', import.meta.url);
const { main } = await import(
  existsSync(bundled) ? bundled.href : new URL('../dist/cli/index.js', import.meta.url).href
);

await main(process.argv.slice(2));
