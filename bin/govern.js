#!/usr/bin/env node
// The published entry point: the compiled CLI lives in dist/ (built by `npm run build`,
// which `npm ci` runs through the prepare script).
import { main } from '../dist/cli/index.js';

await main(process.argv.slice(2));
