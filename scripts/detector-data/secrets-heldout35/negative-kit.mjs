// Helpers for the heldout35 hard-negative templates.

import { B64, pem } from './shapes.mjs';

export const ver = (r) => `${r.int(5)}.${r.int(30)}.${r.int(12)}`;
export const pkgs = [
  'lodash',
  'semver',
  'chalk',
  'debug',
  'yargs',
  'zod',
  'undici',
  'esbuild',
  'tslib',
  'picomatch',
];
export const crates = ['serde', 'tokio', 'anyhow', 'clap', 'rand', 'regex', 'syn', 'thiserror'];
export const pys = ['requests', 'urllib3', 'certifi', 'idna', 'packaging', 'pydantic', 'attrs'];
export const sshPub = (r) => `AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B64, 43)}`;
export const pubPem = (r) =>
  pem(r, 'PUBLIC KEY', 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA', 392);
export const ecPub = (r) => pem(r, 'PUBLIC KEY', 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE', 124);
export const fp = (r) => r.chars('0123456789ABCDEF', 40);
