import { describe, expect, it } from 'vitest';
import { classifyKeyName, splitKeyWords } from './key-names.js';

describe('credential names', () => {
  it('splits names in every convention into words', () => {
    expect(splitKeyWords('DB_PASSWORD')).toEqual(['db', 'password']);
    expect(splitKeyWords('apiKey')).toEqual(['api', 'key']);
    expect(splitKeyWords('APIKey')).toEqual(['api', 'key']);
    expect(splitKeyWords('x-api-key')).toEqual(['x', 'api', 'key']);
    expect(splitKeyWords('adafruit.api.token')).toEqual(['adafruit', 'api', 'token']);
    expect(splitKeyWords('bot_token1')).toEqual(['bot', 'token']);
  });

  it.each([
    ['DB_PASSWORD', 'password'],
    ['passwd', 'password'],
    ['smtpPass', 'password'],
    ['MYSQLPASSWORD', 'password'],
    ['api_key', 'secret'],
    ['APIKEY', 'secret'],
    ['clientSecret', 'secret'],
    ['GITHUB_TOKEN', 'secret'],
    ['secret_value', 'secret'],
    ['--api-token', 'secret'],
    ['Authorization', 'authorization'],
    ['SECRET_KEY_BASE', 'secret'],
    ['secret_key_base', 'secret'],
  ] as const)('%s holds a %s', (name, kind) => {
    expect(classifyKeyName(name)).toBe(kind);
  });

  it.each([
    'keyboard',
    'monkey',
    'primary_key',
    'public_key',
    'token_url',
    'password_min_length',
    'api_key_id',
    'secret_name',
    'next_page_token',
    'show_password',
    'auth_state',
    'key_value',
    'tokenizer',
    'author',
    'credit_card_number',
    'login',
    'secret_key_path',
    'api_key_request',
  ])('%s holds no credential', (name) => {
    expect(classifyKeyName(name)).toBeNull();
  });
});
