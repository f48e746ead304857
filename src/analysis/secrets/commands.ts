import { isPlaceholderValue, isVariableReference } from './placeholder.js';
import type { Candidate } from './types.js';
import { isBasicCredentials } from './values.js';

// Credentials in command and configuration lines whose syntax, not a key name, says which word
// is the secret: network devices (Cisco IOS, NX-OS and Arista's `password 7 <hex>`,
// `key 0 <text>`, `snmp-server community <text> RO`, FRRouting's `neighbor <ip> password
// <text>`, SNMPv3's `auth sha <pass> priv aes 128 <pass>`, Juniper's reversible `$9$` strings),
// PowerShell's `ConvertTo-SecureString "<text>" -AsPlainText`, the MySQL clients'
// `-p<password>`, a literal echoed into a credential file, Windows' `net use … /user:` and
// .NET's Basic `AuthenticationHeaderValue`. Each finder first asks for a literal its syntax must contain, so text
// without one costs a plain search.

/** Every rule this file reports. */
export const COMMAND_RULE_IDS = [
  'network-device-secret',
  'juniper-secret',
  'powershell-plaintext',
  'mysql-cli-password',
  'echoed-secret',
  'net-use-password',
  'basic-auth-header-value',
] as const;
type CommandRuleId = (typeof COMMAND_RULE_IDS)[number];

// Type 7 is Cisco's reversible encoding (two digits of salt, then hex pairs); type 0 is the
// text itself. Types 5, 8 and 9 are one-way hashes and are left alone.
const TYPED_SECRET = /\b(?:password|secret|key|key-string|authentication-key) +([07]) +(\S+)/dg;
const COMMUNITY = /\bsnmp-server +community +(\S+) +(?:RO|RW|ro|rw|view)\b/dg;
const NEIGHBOR_PASSWORD = /\bneighbor +\S+ +password +(?:[07] +)?(\S+)/dg;
const SNMP_V3 = /\bauth +(?:md5|sha\S*) +(\S+)(?: +priv +(?:des|3des|aes)(?: +\d+)? +(\S+))?/dg;
// Juniper's `$9$` alphabet has no `$`: Cisco's type 9 (`$9$salt$hash`) is a hash and is not
// matched.
const JUNIPER = /\$9\$[A-Za-z0-9./-]{8,}(?![\w./$-])/g;
const SECURE_STRING =
  /ConvertTo-SecureString\s+(?:-String\s+)?(["'])([^"'\r\n]{4,200})\1[^\n]{0,40}?-AsPlainText/dgi;
const MYSQL_PASSWORD =
  /\bmysql(?:dump|admin|import|check|slap|sh)?(?:\.exe)?\b[^\n]{0,200}?\s-p(?:'([^'\n]{4,100})'|"([^"\n]{4,100})"|([^\s'"][^\s'"]{3,100}))/dg;
// A literal echoed into a file named for a credential (`echo "…" > /var/ossec/etc/authd.pass`,
// `printf '%s' … > secrets/api_token`): the set-up step writes the secret.
const ECHOED =
  /\b(?:echo|printf)\s+(?:-[ne]\s+|'%s'\s+|"%s"\s+)*(["']?)([^"'\s|>;&]{6,200})\1\s*>>?\s*["']?([^\s"';&|]+)/dg;
const CREDENTIAL_FILE =
  /(?:^|[/._-])(?:pass(?:wd|word)?|secret|token|credentials?|api_?key|auth(?:d\.pass|_?key))(?:\.(?:txt|pass|key|conf))?$/i;
// Windows' `net use \\server\share PASSWORD /user:DOMAIN\name`, either order of the two.
const NET_USE =
  /\bnet\s+use\s+(?:[A-Za-z]:\s+)?\\\\\S+\s+(?:\/user:\S+\s+([^\s/"*][^\s"]{3,100})|([^\s/"*][^\s"]{3,100})\s+\/user:)/dgi;
// .NET's `new AuthenticationHeaderValue("Basic", "<base64 of user:password>")`.
const BASIC_HEADER_VALUE =
  /AuthenticationHeaderValue\(\s*"Basic"\s*,\s*"([A-Za-z0-9+/=]{8,400})"/dg;
// The SNMP communities every device ships with: a default, not a secret of this network.
const DEFAULT_COMMUNITIES = new Set(['public', 'private']);
const MIN_PLAIN_CHARS = 6;

function push(
  out: Candidate[],
  match: RegExpExecArray,
  group: number,
  rule: CommandRuleId,
  accept: (value: string) => boolean,
): void {
  const value = match[group];
  const span = match.indices?.[group];
  if (value === undefined || span === undefined || !accept(value)) {
    return;
  }
  out.push({ start: span[0], end: span[1], rule, specific: true });
}

// A word of prose ("the password 0 times") is no password: a digit, a symbol or mixed case is.
function isPlainSecret(value: string): boolean {
  return (
    value.length >= MIN_PLAIN_CHARS &&
    (/[^A-Za-z]/.test(value) || (/[a-z]/.test(value) && /[A-Z]/.test(value))) &&
    !isPlaceholderValue(value) &&
    !isVariableReference(value) &&
    !/^[<{$%[]|[>}\]]$/.test(value)
  );
}

function forEachMatch(
  pattern: RegExp,
  text: string,
  visit: (match: RegExpExecArray) => void,
): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    visit(match);
  }
}

function findNetworkDeviceSecrets(text: string, out: Candidate[]): void {
  forEachMatch(TYPED_SECRET, text, (match) => {
    const type7 = match[1] === '7';
    push(out, match, 2, 'network-device-secret', (value) =>
      type7 ? /^\d\d(?:[0-9A-Fa-f]{2}){2,}$/.test(value) : isPlainSecret(value),
    );
  });
  if (text.includes('snmp-server')) {
    forEachMatch(COMMUNITY, text, (match) => {
      push(out, match, 1, 'network-device-secret', (value) => {
        return isPlainSecret(value) && !DEFAULT_COMMUNITIES.has(value.toLowerCase());
      });
    });
  }
  if (text.includes('neighbor')) {
    forEachMatch(NEIGHBOR_PASSWORD, text, (match) => {
      push(out, match, 1, 'network-device-secret', isPlainSecret);
    });
  }
  if (text.includes(' priv ') || text.includes('v3 auth')) {
    forEachMatch(SNMP_V3, text, (match) => {
      push(out, match, 1, 'network-device-secret', isPlainSecret);
      push(out, match, 2, 'network-device-secret', isPlainSecret);
    });
  }
  if (text.includes('$9$')) {
    forEachMatch(JUNIPER, text, (match) => {
      out.push({
        start: match.index,
        end: match.index + match[0].length,
        rule: 'juniper-secret',
        specific: true,
      });
    });
  }
}

/** The credentials of network device configuration, PowerShell and MySQL command lines. */
export function findCommandSecrets(text: string, out: Candidate[]): void {
  findNetworkDeviceSecrets(text, out);
  if (text.includes('ecureString') || text.includes('ecurestring')) {
    forEachMatch(SECURE_STRING, text, (match) => {
      push(out, match, 2, 'powershell-plaintext', (value) => {
        return isPlainSecret(value) && !value.includes('$');
      });
    });
  }
  if (text.includes('echo') || text.includes('printf')) {
    forEachMatch(ECHOED, text, (match) => {
      if (CREDENTIAL_FILE.test(match[3] ?? '')) {
        push(out, match, 2, 'echoed-secret', isPlainSecret);
      }
    });
  }
  if (text.includes('net use') || text.includes('NET USE')) {
    forEachMatch(NET_USE, text, (match) => {
      const group = match[1] !== undefined ? 1 : 2;
      push(out, match, group, 'net-use-password', isPlainSecret);
    });
  }
  if (text.includes('AuthenticationHeaderValue')) {
    forEachMatch(BASIC_HEADER_VALUE, text, (match) => {
      push(out, match, 1, 'basic-auth-header-value', isBasicCredentials);
    });
  }
  if (text.includes('mysql')) {
    forEachMatch(MYSQL_PASSWORD, text, (match) => {
      const group = match[1] !== undefined ? 1 : match[2] !== undefined ? 2 : 3;
      push(out, match, group, 'mysql-cli-password', isPlainSecret);
    });
  }
}
