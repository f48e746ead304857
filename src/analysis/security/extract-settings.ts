import type { SyntaxNode } from '../parser.js';
import type { Collector } from './extract-collector.js';
import { numberOf, rawInputsOf, safetyOf, stringOf } from './extract-values.js';
import { excerpt, renderKey } from './render.js';
import { meaningful, viewExpr } from './syntax-view.js';
import type { Family } from './syntax-view.js';
import type { SecurityRuleId } from './rules.js';

/** Node types that bind a name or key to a value: where settings are written. */
export const SETTING_TYPES: Readonly<Record<Family, readonly string[]>> = {
  ecmascript: ['pair', 'assignment_expression'],
  python: ['keyword_argument', 'pair', 'assignment'],
};

const COOKIE_KEYS = /^(?:httponly|samesite|maxage|max_age|expires|signed|domain|cookie)$/i;
const ITERATION_KEYS =
  /^(?:iterations?|rounds|saltrounds|salt_rounds|log_rounds|workfactor|work_factor|cost)$/i;

interface Setting {
  readonly key: string;
  readonly value: SyntaxNode;
  /** Sibling keys (object literal or keyword arguments) and the call around them. */
  readonly siblings: readonly string[];
  readonly call: string | null;
}

function lastKey(text: string): string {
  return (
    text
      .split(/[.[\]'"]+/)
      .filter((part) => part.length > 0)
      .at(-1) ?? text
  ).trim();
}

function readSetting(family: Family, node: SyntaxNode): Setting | null {
  if (node.type === 'pair') {
    const key = node.childForFieldName('key');
    const value = node.childForFieldName('value');
    if (key === null || value === null) {
      return null;
    }
    const object = node.parent;
    const siblings =
      object === null
        ? []
        : meaningful(object)
            .filter((child) => child.type === 'pair')
            .map((child) => lastKey(child.childForFieldName('key')?.text ?? ''));
    const call = object?.parent?.parent;
    const callee = call?.childForFieldName('function') ?? null;
    return {
      key: lastKey(key.text),
      value,
      siblings,
      call: callee === null ? null : renderKey(callee),
    };
  }
  if (node.type === 'keyword_argument') {
    const name = node.childForFieldName('name');
    const value = node.childForFieldName('value');
    if (name === null || value === null) {
      return null;
    }
    const list = node.parent;
    const siblings =
      list === null
        ? []
        : meaningful(list)
            .filter((child) => child.type === 'keyword_argument')
            .map((child) => child.childForFieldName('name')?.text ?? '');
    const callee = list?.parent?.childForFieldName('function') ?? null;
    return { key: name.text, value, siblings, call: callee === null ? null : renderKey(callee) };
  }
  const view = viewExpr(family, node);
  if (view.kind !== 'assign' || view.op !== '=') {
    return null;
  }
  return { key: lastKey(renderKey(view.left)), value: view.right, siblings: [], call: null };
}

function isFalsy(family: Family, node: SyntaxNode): boolean {
  const view = viewExpr(family, node);
  return (
    (view.kind === 'bool' && !view.value) ||
    (view.kind === 'number' && view.value === 0) ||
    (view.kind === 'string' && (view.value === '0' || view.value.toLowerCase() === 'false'))
  );
}

function isTruthyLiteral(family: Family, node: SyntaxNode): boolean {
  const view = viewExpr(family, node);
  return view.kind === 'bool' && view.value;
}

/** `checkServerIdentity: () => undefined`: a hook that accepts every certificate. */
function acceptsEverything(node: SyntaxNode): boolean {
  if (!/function|arrow|lambda/.test(node.type)) {
    return false;
  }
  const body = node.childForFieldName('body');
  if (body === null) {
    return false;
  }
  return !/\b(?:throw|raise|Error|return\s+new|return\s+err)\b/.test(body.text);
}

function isConstantMarkup(c: Collector, value: SyntaxNode): boolean {
  return safetyOf(c.family, c.bindings, value) !== 'raw';
}

/** Reads one key/value binding for settings that weaken TLS, CORS, cookies, CSP, CSRF or KDFs. */
export function collectSetting(c: Collector, node: SyntaxNode): void {
  const setting = readSetting(c.family, node);
  if (setting === null) {
    return;
  }
  const { key, value } = setting;
  const lower = key.toLowerCase();
  const push = (rule: SecurityRuleId, configKey: string, cwe: string, message: string): void => {
    c.configs.push({ ...c.locate(node), rule, key: configKey, cwe, message });
  };
  const shown = excerpt(node.text, 60);
  if ((lower === 'rejectunauthorized' || lower === 'strictssl') && isFalsy(c.family, value)) {
    push('tls-disabled', lower, 'CWE-295', `\`${shown}\` turns off certificate verification`);
  } else if (lower === 'node_tls_reject_unauthorized' && isFalsy(c.family, value)) {
    push(
      'tls-disabled',
      lower,
      'CWE-295',
      'NODE_TLS_REJECT_UNAUTHORIZED=0 turns off certificate verification for the whole process',
    );
  } else if (lower === 'insecureskipverify' && isTruthyLiteral(c.family, value)) {
    push('tls-disabled', lower, 'CWE-295', `\`${shown}\` turns off certificate verification`);
  } else if (lower === 'checkserveridentity' && acceptsEverything(value)) {
    push('tls-disabled', lower, 'CWE-295', '`checkServerIdentity` now accepts every certificate');
  } else if (lower === 'check_hostname' && isFalsy(c.family, value)) {
    push('tls-disabled', lower, 'CWE-297', '`check_hostname = False` skips host name verification');
  } else if ((lower === 'verify_mode' || lower === 'cert_reqs') && /CERT_NONE/.test(value.text)) {
    push('tls-disabled', lower, 'CWE-295', '`CERT_NONE` skips certificate verification');
  } else if (
    lower === 'origin' ||
    lower === 'origins' ||
    lower === 'cors_origin_allow_all' ||
    lower === 'cors_allow_all_origins'
  ) {
    const literal = stringOf(c.family, c.bindings, value);
    if (literal === '*' || isTruthyLiteral(c.family, value)) {
      push(
        'cors-widened',
        'cors-any-origin',
        'CWE-942',
        `\`${shown}\` lets any origin read responses`,
      );
    }
  } else if (
    (lower === 'httponly' || lower === 'session_cookie_httponly') &&
    isFalsy(c.family, value)
  ) {
    push(
      'cookie-weakened',
      'httponly-off',
      'CWE-1004',
      `\`${shown}\` exposes the cookie to scripts`,
    );
  } else if (
    (lower === 'secure' &&
      isFalsy(c.family, value) &&
      (setting.siblings.some((sibling) => COOKIE_KEYS.test(sibling)) ||
        /cookie|session/i.test(setting.call ?? ''))) ||
    (/^(?:session|csrf)_cookie_secure$/.test(lower) && isFalsy(c.family, value))
  ) {
    push(
      'cookie-weakened',
      'secure-off',
      'CWE-614',
      `\`${shown}\` sends the cookie over plain HTTP`,
    );
  } else if (lower === 'contentsecuritypolicy' && isFalsy(c.family, value)) {
    push(
      'headers-weakened',
      'csp-off',
      'CWE-693',
      '`contentSecurityPolicy: false` drops the Content-Security-Policy header',
    );
  } else if (
    /csrf/.test(lower) &&
    /enabled|protect|check|^csrf$/.test(lower) &&
    isFalsy(c.family, value)
  ) {
    push('csrf-disabled', lower, 'CWE-352', `\`${shown}\` turns off CSRF protection`);
  } else if (
    (lower === 'innerhtml' || lower === 'outerhtml' || lower === '__html') &&
    !isConstantMarkup(c, value)
  ) {
    const inputs = rawInputsOf(c.family, c.bindings, value) ?? [renderKey(value)];
    if (inputs.length > 0) {
      c.sinks.push({
        ...c.locate(node),
        kind: 'html',
        callee: key,
        rawInputs: inputs,
        text: shown,
      });
    }
  } else if (ITERATION_KEYS.test(key)) {
    const number = numberOf(c.family, c.bindings, value);
    if (number !== null) {
      c.numerics.push({
        ...c.locate(node),
        kind: 'iterations',
        key: `iterations:${lower}`,
        value: number,
      });
    }
  }
}
