// Quoting and filler helpers shared by the context templates.
import { APPS, ENVS, REGIONS } from './helpers.mjs';

export function yq(r, v) {
  if (v.includes('\n')) {
    return null;
  }
  if (v.includes('"')) {
    return `'${v}'`;
  }
  if (
    /^[A-Za-z][A-Za-z0-9_./+=-]*$/.test(v) &&
    !/^(true|false|yes|no|on|off|null)$/i.test(v) &&
    r.chance(0.5)
  ) {
    return v;
  }
  return r.chance(0.7) ? `"${v}"` : `'${v}'`;
}

export function dq(v) {
  return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function sq(v) {
  return `'${v.replace(/'/g, "'\\''")}'`;
}

/** A YAML mapping line; a multi-line value becomes a literal block indented under its key. */
export function yamlLine(r, indent, key, value) {
  const pad = ' '.repeat(indent);
  const q = yq(r, value);
  if (q !== null) {
    return `${pad}${key}: ${q}`;
  }
  const inner = value
    .split('\n')
    .map((l) => pad + '  ' + l)
    .join('\n');
  return `${pad}${key}: |\n${inner}`;
}

export function filler(r, count) {
  const app = r.pick(APPS);
  const env = r.pick(ENVS);
  const pool = [
    ['AWS_REGION', r.pick(REGIONS)],
    ['LOG_LEVEL', r.pick(['info', 'warn', 'debug'])],
    ['NODE_ENV', 'production'],
    ['PORT', String(r.pick([3000, 8080, 8000, 9090]))],
    ['APP_NAME', app],
    ['ENVIRONMENT', env],
    ['SERVICE_URL', `https://${app}.${env}.example.com`],
    ['DB_HOST', r.pick(['db.internal', 'pg-primary.prod.svc', '10.0.3.21'])],
    ['DB_USER', r.pick(['app', 'svc_api', 'deploy'])],
    ['CACHE_TTL_SECONDS', String(r.pick([60, 300, 900]))],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'http://otel-collector:4317'],
    ['FEATURE_NEW_CHECKOUT', r.pick(['true', 'false'])],
    ['TZ', 'UTC'],
    ['IMAGE_TAG', `v${r.int(4)}.${r.int(20)}.${r.int(10)}`],
  ];
  return r.sample(pool, count).map(([key, value]) => ({ key, value, filler: true }));
}
