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
  /**
   * Sibling keys (object literal or keyword arguments), read when a setting asks: an object
   * literal of 100,000 pairs (pos 0.2.3's lexicon) made reading them for every pair quadratic.
   */
  readonly siblings: () => readonly string[];
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

// The keys of each object literal or argument list, by tree and node id: read once however
// many of its pairs ask.
const keysMemo = new WeakMap<object, Map<number, readonly string[]>>();

function keysOf(container: SyntaxNode, read: () => readonly string[]): readonly string[] {
  const perTree = keysMemo.get(container.tree) ?? new Map<number, readonly string[]>();
  keysMemo.set(container.tree, perTree);
  const known = perTree.get(container.id);
  if (known !== undefined) {
    return known;
  }
  const keys = read();
  perTree.set(container.id, keys);
  return keys;
}

function readSetting(family: Family, node: SyntaxNode): Setting | null {
  if (node.type === 'pair') {
    const key = node.childForFieldName('key');
    const value = node.childForFieldName('value');
    if (key === null || value === null) {
      return null;
    }
    const object = node.parent;
    const siblings = (): readonly string[] =>
      object === null
        ? []
        : keysOf(object, () =>
            meaningful(object)
              .filter((child) => child.type === 'pair')
              .map((child) => lastKey(child.childForFieldName('key')?.text ?? '')),
          );
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
    const siblings = (): readonly string[] =>
      list === null
        ? []
        : keysOf(list, () =>
            meaningful(list)
              .filter((child) => child.type === 'keyword_argument')
              .map((child) => child.childForFieldName('name')?.text ?? ''),
          );
    const callee = list?.parent?.childForFieldName('function') ?? null;
    return { key: name.text, value, siblings, call: callee === null ? null : renderKey(callee) };
  }
  const view = viewExpr(family, node);
  if (view.kind !== 'assign' || view.op !== '=') {
    return null;
  }
  return { key: lastKey(renderKey(view.left)), value: view.right, siblings: () => [], call: null };
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

/** One binding being read, with what every kind of setting below needs of it. */
interface SettingRead {
  readonly c: Collector;
  readonly node: SyntaxNode;
  readonly setting: Setting;
  /** The key in lower case: settings are matched regardless of case. */
  readonly lower: string;
  readonly value: SyntaxNode;
  /** The binding as the message shows it. */
  readonly shown: string;
  readonly push: (rule: SecurityRuleId, configKey: string, cwe: string, message: string) => void;
}

/**
 * Each kind of setting returns true when the key is one of its own (whether or not its value
 * weakens anything), so that the first kind to claim a key ends the search.
 */
type SettingKind = (read: SettingRead) => boolean;

/** Certificate and host name verification turned off. */
const tlsSetting: SettingKind = ({ c, lower, value, shown, push }) => {
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
  } else {
    return false;
  }
  return true;
};

/** An allowed origin of `*` or `true`: every site may read the responses. */
const corsSetting: SettingKind = ({ c, lower, value, shown, push }) => {
  if (
    lower !== 'origin' &&
    lower !== 'origins' &&
    lower !== 'cors_origin_allow_all' &&
    lower !== 'cors_allow_all_origins'
  ) {
    return false;
  }
  const literal = stringOf(c.family, c.bindings, value);
  if (literal === '*' || isTruthyLiteral(c.family, value)) {
    push(
      'cors-widened',
      'cors-any-origin',
      'CWE-942',
      `\`${shown}\` lets any origin read responses`,
    );
  }
  return true;
};

/**
 * Cookie flags turned off. `secure` is an ordinary word: it is a cookie's flag only beside
 * other cookie options or in a call about cookies or sessions.
 */
const cookieSetting: SettingKind = ({ c, setting, lower, value, shown, push }) => {
  if ((lower === 'httponly' || lower === 'session_cookie_httponly') && isFalsy(c.family, value)) {
    push(
      'cookie-weakened',
      'httponly-off',
      'CWE-1004',
      `\`${shown}\` exposes the cookie to scripts`,
    );
  } else if (
    (lower === 'secure' &&
      isFalsy(c.family, value) &&
      (setting.siblings().some((sibling) => COOKIE_KEYS.test(sibling)) ||
        /cookie|session/i.test(setting.call ?? ''))) ||
    (/^(?:session|csrf)_cookie_secure$/.test(lower) && isFalsy(c.family, value))
  ) {
    push(
      'cookie-weakened',
      'secure-off',
      'CWE-614',
      `\`${shown}\` sends the cookie over plain HTTP`,
    );
  } else {
    return false;
  }
  return true;
};

/** A protection the framework adds by default switched off: the CSP header, CSRF checks. */
const protectionSetting: SettingKind = ({ c, lower, value, shown, push }) => {
  if (lower === 'contentsecuritypolicy' && isFalsy(c.family, value)) {
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
  } else {
    return false;
  }
  return true;
};

// Options whose safe value is the library's default, so that writing the other value is the
// change: an Electron window's web preferences, an XML parser's entity handling, a Markdown
// renderer's or sanitizer's raw HTML, a template engine's escaping. Key (lower case) -> the
// value that turns the protection off, its CWE and what it does.
const PROTECTIONS: ReadonlyMap<string, readonly [boolean, string, string]> = new Map(
  Object.entries({
    nodeintegration: [true, 'CWE-94', "gives the window's pages Node.js"],
    nodeintegrationinworker: [true, 'CWE-94', "gives the window's workers Node.js"],
    nodeintegrationinsubframes: [true, 'CWE-94', "gives the window's frames Node.js"],
    enableremotemodule: [true, 'CWE-94', "gives the window's pages the main process's modules"],
    contextisolation: [false, 'CWE-693', "runs the window's pages in the preload script's context"],
    websecurity: [false, 'CWE-693', 'turns off the same-origin policy'],
    allowrunninginsecurecontent: [true, 'CWE-693', 'loads scripts over plain HTTP in HTTPS pages'],
    noent: [true, 'CWE-611', 'expands external entities while parsing XML'],
    dtdload: [true, 'CWE-611', 'loads external DTDs while parsing XML'],
    resolve_entities: [true, 'CWE-611', 'expands external entities while parsing XML'],
    allowdangeroushtml: [true, 'CWE-79', 'passes raw HTML through to the output'],
    allowedtags: [false, 'CWE-79', 'lets every tag through the sanitizer'],
    allowedattributes: [false, 'CWE-79', 'lets every attribute through the sanitizer'],
    autoescape: [false, 'CWE-79', 'renders template values without escaping them'],
    noescape: [true, 'CWE-79', 'renders template values without escaping them'],
  } satisfies Record<string, readonly [boolean, string, string]>),
);
// markdown-it's `html: true` passes raw HTML through; `html` is an ordinary word, so only beside
// the renderer's other options.
const MARKDOWN_OPTIONS = /^(?:linkify|typographer|breaks|xhtmlout|langprefix|highlight|quotes)$/i;
// Electron's `sandbox: false`, only beside other web preferences.
const WEB_PREFERENCES = /^(?:preload|nodeintegration|contextisolation|websecurity|partition)$/i;

function turnsOff(family: Family, value: SyntaxNode, off: boolean): boolean {
  return off ? isTruthyLiteral(family, value) : isFalsy(family, value);
}

/** A library's protection switched off (PROTECTIONS, markdown-it's html, Electron's sandbox). */
const protectionOffSetting: SettingKind = ({ c, setting, lower, value, shown, push }) => {
  // A Map: a key named `constructor` or `toString` reads nothing from an object's prototype.
  const known = PROTECTIONS.get(lower);
  const siblings = setting.siblings;
  const rule =
    known ??
    (lower === 'html' && siblings().some((sibling) => MARKDOWN_OPTIONS.test(sibling))
      ? ([true, 'CWE-79', 'passes raw HTML through the Markdown renderer'] as const)
      : lower === 'sandbox' && siblings().some((sibling) => WEB_PREFERENCES.test(sibling))
        ? ([false, 'CWE-693', "takes the window's renderer out of the OS sandbox"] as const)
        : undefined);
  if (rule === undefined) {
    return false;
  }
  const [off, cwe, does] = rule;
  if (turnsOff(c.family, value, off)) {
    push('protection-off', lower, cwe, `\`${shown}\` ${does}`);
  }
  return true;
};

/** Markup assigned from values that are not constants: an HTML sink, not a setting. */
const markupSetting: SettingKind = ({ c, node, setting, lower, value, shown }) => {
  if (
    (lower !== 'innerhtml' && lower !== 'outerhtml' && lower !== '__html') ||
    isConstantMarkup(c, value)
  ) {
    return false;
  }
  const inputs = rawInputsOf(c.family, c.bindings, value) ?? [renderKey(value)];
  if (inputs.length > 0) {
    c.sinks.push({
      ...c.locate(node),
      kind: 'html',
      callee: setting.key,
      rawInputs: inputs,
      text: shown,
    });
  }
  return true;
};

/** A KDF's iteration count, compared with the baseline's by the diff. */
const iterationSetting: SettingKind = ({ c, node, setting, lower, value }) => {
  if (!ITERATION_KEYS.test(setting.key)) {
    return false;
  }
  const number = numberOf(c.family, c.bindings, value);
  if (number !== null) {
    c.numerics.push({
      ...c.locate(node),
      kind: 'iterations',
      key: `iterations:${lower}`,
      value: number,
    });
  }
  return true;
};

// In this order: the first kind to claim a key reads it.
const SETTING_KINDS: readonly SettingKind[] = [
  tlsSetting,
  corsSetting,
  cookieSetting,
  protectionSetting,
  protectionOffSetting,
  markupSetting,
  iterationSetting,
];

/** Reads one key/value binding for settings that weaken TLS, CORS, cookies, CSP, CSRF or KDFs. */
export function collectSetting(c: Collector, node: SyntaxNode): void {
  const setting = readSetting(c.family, node);
  if (setting === null) {
    return;
  }
  const read: SettingRead = {
    c,
    node,
    setting,
    lower: setting.key.toLowerCase(),
    value: setting.value,
    shown: excerpt(node.text, 60),
    push: (rule, configKey, cwe, message) => {
      c.configs.push({ ...c.locate(node), rule, key: configKey, cwe, message });
    },
  };
  SETTING_KINDS.some((kind) => kind(read));
}
