import { describe, expect, it } from 'vitest';
import { createRedactor } from './index.js';

// Credentials are assembled at run time so that this file holds no scannable secret.
const tokenA = ['ghp', 'Qz7rW2kP9xLm4Ns8Bv1Cx6Dt3Fy5Gh0Jk2Pw'].join('_');
const tokenB = ['ghp', 'Mv3tH8nL5cRq7Ws2Xe9Zu4Yi1Ko6Pa3Sd8Fg'].join('_');
const apiKey = ['k7v9q2m4', 'x8w1z6r3', 'p5t0y2u7'].join('');

describe('redactor', () => {
  it('replaces each secret with a typed placeholder and lists what it replaced', () => {
    const redactor = createRedactor();
    const result = redactor.redact(`export GITHUB_TOKEN=${tokenA}\nPAYMENT_API_KEY=${apiKey}\n`);
    expect(result.text).toBe(
      'export GITHUB_TOKEN=[REDACTED:github-token]\nPAYMENT_API_KEY=[REDACTED:generic-assignment]\n',
    );
    expect(result.redactions).toEqual([
      { rule: 'github-token', placeholder: '[REDACTED:github-token]' },
      { rule: 'generic-assignment', placeholder: '[REDACTED:generic-assignment]' },
    ]);
  });

  it('gives the same secret the same placeholder in every text of one context', () => {
    const redactor = createRedactor();
    redactor.redact(`token: ${tokenA}`);
    const second = redactor.redact(`retry with ${tokenB}, then ${tokenA}`);
    expect(second.text).toBe('retry with [REDACTED:github-token-2], then [REDACTED:github-token]');
  });

  it('numbers distinct secrets of one rule and starts again in a new context', () => {
    const first = createRedactor().redact(`${tokenA} ${tokenB} ${tokenA}`);
    expect(first.text).toBe(
      '[REDACTED:github-token] [REDACTED:github-token-2] [REDACTED:github-token]',
    );
    expect(createRedactor().redact(tokenB).text).toBe('[REDACTED:github-token]');
  });

  it('redacts a secret seen earlier in the context wherever it reappears', () => {
    const redactor = createRedactor();
    redactor.redact(`PAYMENT_API_KEY=${apiKey}`);
    // Alone in tool output the value has no name that would give it away.
    expect(redactor.redact(`echo output: ${apiKey}`).text).toBe(
      'echo output: [REDACTED:generic-assignment]',
    );
  });

  it('leaves text without secrets untouched', () => {
    const text = 'const total = items.reduce((sum, item) => sum + item.price, 0);\n';
    expect(createRedactor().redact(text)).toEqual({ text, redactions: [] });
  });

  it('passes the path to the detector: lock files keep their hash-like values', () => {
    const text = `{ "auth_token": "${apiKey}" }`;
    expect(createRedactor().redact(text, 'package-lock.json').text).toBe(text);
    expect(createRedactor().redact(text, 'config.json').text).toBe(
      '{ "auth_token": "[REDACTED:generic-assignment]" }',
    );
  });

  it('restores only the placeholders it issued', () => {
    const key = 'AKIAQYLPMN5HHHFPZAM2';
    const redactor = createRedactor();
    const { text } = redactor.redact(`const id = '${key}';`);
    expect(text).not.toContain(key);
    const echoed = `${text}\n// [REDACTED:github-token] was never issued`;
    expect(redactor.restore(echoed)).toBe(
      `const id = '${key}';\n// [REDACTED:github-token] was never issued`,
    );
    expect(createRedactor().restore(text)).toBe(text);
  });
});
