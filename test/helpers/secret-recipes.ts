import { Buffer } from 'node:buffer';
import { expect, it } from 'vitest';
import { detectSecrets } from '../../src/analysis/secrets/detect.js';

// Every credential in the secrets tests is generated when the test runs: the repository holds no string that
// a secret scanner (ours, GitHub's push protection) would flag, only the recipes.
let seed = 0x2f6b3c1d;
export function random(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    // mulberry32: deterministic, so a failure reproduces.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out += alphabet.charAt((((t ^ (t >>> 14)) >>> 0) % alphabet.length) | 0);
  }
  return out;
}
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const ALNUM = UPPER + LOWER + DIGITS;
export const LOWER_ALNUM = LOWER + DIGITS;
export const HEX = '0123456789abcdef';
export const BASE64 = `${ALNUM}+/`;
export const base64url = (text: string): string => Buffer.from(text).toString('base64url');
export const uuid = (): string =>
  [random(HEX, 8), random(HEX, 4), random(HEX, 4), random(HEX, 4), random(HEX, 12)].join('-');
/** A password a person would choose: letters, digits and a symbol. */
export const password = (): string => `${random(UPPER, 1)}${random(LOWER, 5)}${random(DIGITS, 3)}!`;

/** `[rule, secret text]` for every finding, in order. */
export function found(text: string, path?: string): [string, string][] {
  return detectSecrets(text, path === undefined ? {} : { path }).map((finding) => [
    finding.rule,
    text.slice(finding.start, finding.end),
  ]);
}

export interface Case {
  readonly name: string;
  readonly text: string;
  /** `[rule, exact secret]` expected, in order; empty for text with no secret. */
  readonly expected: readonly (readonly [string, string])[];
}

export function check(cases: readonly Case[]): void {
  it.each(cases)('$name', ({ text, expected }) => {
    expect(found(text)).toEqual(expected);
  });
}

export function tokenCase(
  name: string,
  rule: string,
  token: string,
  context = (t: string) => t,
): Case {
  return { name, text: context(token), expected: [[rule, token]] };
}
