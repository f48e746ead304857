// Near misses for secrets-heldout30: a real key name and a credential-shaped value that a careful
// reviewer would still not report: masked, redacted, truncated, obviously dummy, empty, or shown
// as revoked. Each builder takes a provider value so the shape matches the real one.

import { providers } from './providers.mjs';
import { contexts } from './contexts.mjs';
import { domain, hex, lanIp } from './values.mjs';

const near = (rule, provider, theme, text) => ({ rule, provider, theme, text });
const tokenProviders = providers.filter((p) => !p.pw);
const themedTokens = tokenProviders.filter((p) => p.theme);

/** Keep a recognisable prefix, mask the rest. */
function mask(value, r) {
  const m = value.match(/^([A-Za-z]+[_-](?:[a-z0-9]+[_-])?|[A-Za-z]{2,4}\.)/);
  const prefix = m ? m[0] : value.slice(0, 4);
  const style = r.int(4);
  if (style === 0) {
    return `${prefix}${'*'.repeat(Math.max(8, value.length - prefix.length))}`;
  }
  if (style === 1) {
    return `${prefix}****${value.slice(-4)}`;
  }
  if (style === 2) {
    return `${prefix}${'•'.repeat(12)}`;
  }
  return `${value.slice(0, prefix.length + 3)}...${value.slice(-3)}`;
}

/** Fill the value's shape with one character. */
function dummy(value, r) {
  const m = value.match(/^([A-Za-z]+[_-](?:[a-z0-9]+[_-])?)/);
  const prefix = m ? m[0] : '';
  const fill = r.pick(['x', 'X', '0', 'a']);
  return prefix + fill.repeat(value.length - prefix.length);
}

const genericCtx = ['dotenv', 'composeEnvList', 'composeEnvMap', 'yamlAppConfig', 'jsonConfig'];

export const nearMisses = {
  masked(r) {
    const p = r.pick(tokenProviders);
    const key = r.pick(p.keys);
    const shown = mask(p.gen(r), r);
    const ctx = r.pick(['logLine', 'forumPost', 'dotenv', 'cliFlag']);
    return near(`masked-${ctx}`, p.name, p.theme, contexts[ctx](r, { key, value: shown, p }));
  },

  redactedMarker(r) {
    const p = r.pick(themedTokens.concat(providers.filter((x) => x.pw && x.theme)));
    const key = r.pick(p.keys);
    const marker = r.pick([
      '[REDACTED]',
      '**REDACTED**',
      '<redacted>',
      '********',
      '***',
      '(hidden)',
    ]);
    const ctx = r.pick(['forumPost', 'composeEnvList', 'logLine', 'dotenv']);
    return near(`redacted-${ctx}`, p.name, 1, contexts[ctx](r, { key, value: marker, p }));
  },

  truncated(r) {
    const p = r.pick(tokenProviders.filter((x) => x.gen(r).length > 24));
    const key = r.pick(p.keys);
    const v = p.gen(r);
    const cut = v.slice(0, 6 + r.int(6));
    const text = r.pick([
      `${key}=${cut}…`,
      `the ${key} starts with ${cut} but the dashboard only shows it once, I lost the rest`,
      `| ${key.padEnd(24)} | ${cut}... | expires in 89 days |`,
    ]);
    return near('truncated-value', p.name, p.theme, text);
  },

  dummyFill(r) {
    const p = r.pick(tokenProviders);
    const key = r.pick(p.keys);
    const value = dummy(p.gen(r), r);
    const ctx = r.pick(genericCtx);
    return near(`dummy-${ctx}`, p.name, p.theme, contexts[ctx](r, { key, value, p }));
  },

  emptyValue(r) {
    const p = r.pick(providers.filter((x) => x.theme));
    const key = r.pick(p.keys);
    const text = r.pick([
      ['# leave empty to disable', `${key}=`, 'TZ=Etc/UTC'].join('\n'),
      ['    environment:', `      - ${key}=`, '      - PUID=1000'].join('\n'),
      ['    environment:', `      ${key}: ""`, '      PGID: 1000'].join('\n'),
      JSON.stringify({ [key.toLowerCase()]: '', enabled: false }, null, 2),
    ]);
    return near('empty-value', p.name, 1, text);
  },

  defaultPassword(r) {
    const p = r.pick(providers.filter((x) => x.pw && x.theme));
    const key = r.pick(p.keys);
    const value = r.pick([
      'changeme',
      'password',
      'admin',
      'CHANGE_ME',
      'secret',
      'test1234',
      'example',
    ]);
    const ctx = r.pick(['dotenv', 'composeEnvList', 'composeEnvMap']);
    return near(`default-password-${ctx}`, p.name, 1, contexts[ctx](r, { key, value, p }));
  },

  revoked(r) {
    const p = r.pick(tokenProviders);
    const key = r.pick(p.keys);
    const v = p.gen(r);
    const text = [
      `## Incident ${2023 + r.int(2)}-0${1 + r.int(9)}: ${key} committed to the public repo`,
      '',
      `The leaked value \`${mask(v, r)}\` was revoked in the ${p.name} console within 10 minutes`,
      'and replaced; the new one lives only in the password manager.',
    ].join('\n');
    return near('incident-note', p.name, p.theme, text);
  },

  wgPlaceholderKey(r) {
    const text = [
      '[Interface]',
      'Address = 10.8.0.2/24',
      `PrivateKey = ${r.pick(['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', '(hidden)', '********', 'yAnz5TF+...'])}`,
      'DNS = 10.8.0.1',
      '',
      '[Peer]',
      `PublicKey = ${Buffer.from(hex(r, 64), 'hex').toString('base64')}`,
      `Endpoint = ${domain(r)}:51820`,
      'AllowedIPs = 0.0.0.0/0',
    ].join('\n');
    return near('wireguard-conf', 'wireguard', 1, text);
  },

  diagnosticsRedacted(r) {
    const text = JSON.stringify(
      {
        home_assistant: { installation_type: 'Home Assistant OS', version: '2024.8.1' },
        data: {
          entry: {
            data: {
              host: lanIp(r),
              api_key: '**REDACTED**',
              access_token: '**REDACTED**',
              verify_ssl: false,
            },
          },
        },
      },
      null,
      2,
    );
    return near('ha-diagnostics-json', r.pick(['sonarr', 'pihole', 'synology', 'unifi']), 1, text);
  },

  dockerInspectMasked(r) {
    const p = r.pick(providers.filter((x) => x.svc));
    const key = r.pick(p.keys);
    const text = [
      `$ docker inspect ${p.svc[0]} | jq '.[0].Config.Env' | ./mask-secrets`,
      '[',
      '  "TZ=Europe/Berlin",',
      `  "${key}=<masked:${8 + r.int(60)} chars>",`,
      '  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"',
      ']',
    ].join('\n');
    return near('masked-cli-output', p.name, 1, text);
  },

  examplePrefixOnly(r) {
    const p = r.pick(tokenProviders.filter((x) => /^[a-zA-Z]+[_-]/.test(x.gen(r))));
    const v = p.gen(r);
    const prefix = v.match(/^([A-Za-z]+[_-](?:[a-z0-9]+[_-])?)/)[0];
    const text = `Tokens for ${p.name} look like \`${prefix}...\` - if yours does not start with \`${prefix}\` you copied the wrong field.`;
    return near('docs-prefix-note', p.name, p.theme, text);
  },
};
