import { describe, expect, it } from 'vitest';
import { detectSecrets } from './detect.js';

/**
 * The same prefix, alphabet and length with other characters after the prefix: what a real
 * key of that format looks like.
 */
function lookalike(value: string, prefix: number): string {
  const body = value.slice(prefix).replace(/[A-Za-z0-9]/g, (c, i: number) => {
    const alphabet = /[0-9]/.test(c)
      ? '0123456789'
      : c === c.toUpperCase()
        ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
        : 'abcdefghijklmnopqrstuvwxyz';
    return alphabet[(alphabet.indexOf(c) * 7 + i * 3 + 5) % alphabet.length] ?? c;
  });
  return value.slice(0, prefix) + body;
}

describe('documented public example credentials', () => {
  // Name, the documented value, and the length of its fixed prefix.
  const examples: [string, string, number][] = [
    ['STRIPE_SECRET_KEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 8],
    ['STRIPE_API_KEY', 'sk_test_BQokikJOvBiI2HlWgH4olfQ2', 8],
    [
      'AZURE_STORAGE_KEY',
      'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==',
      0,
    ],
    ['SLACK_BOT_TOKEN', 'xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy', 5],
    ['MAILGUN_API_KEY', 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0', 4],
  ];

  it.each(examples)('%s = the documented example is no secret', (name, value) => {
    expect(detectSecrets(`${name}=${value}\n`)).toEqual([]);
    expect(detectSecrets(`const config = { key: "${value}" };\n`)).toEqual([]);
  });

  it.each(examples)('%s = a key of the same shape is still a secret', (name, value, prefix) => {
    const real = lookalike(value, prefix);
    expect(real).not.toBe(value);
    expect(detectSecrets(`${name}=${real}\n`).length, real).toBeGreaterThan(0);
  });
});
