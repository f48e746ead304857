import { describe, expect, it } from 'vitest';
import { slugify } from '../src/slug.js';

describe('slugify', () => {
  it('joins words with single dashes', () => {
    expect(slugify('  Hello, World!  ')).toBe('hello-world');
  });

  it('drops accents', () => {
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
  });
});
