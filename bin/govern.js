#!/usr/bin/env node
// The published entry point: the compiled CLI, bundled into dist/bundle/ by `npm run build`
// (which `npm ci` runs through the prepare script). See scripts/bundle-cli.mjs for why.
import { main } from '../dist/bundle/cli.js';

await main(process.argv.slice(2));
