import { anyOf, SENSITIVE_PATHS, within, list } from './lexicon.js';
import { defineRule, pairs, word } from './rule.js';
import type { InjectionRule } from './rule.js';

const SENSITIVE = `(?<![\\w-])${anyOf(SENSITIVE_PATHS)}(?![\\w-])`;
const MODIFY_VERBS = [
  'add',
  'modify',
  'edit',
  'change',
  'update',
  'delete',
  'remove',
  'rewrite',
  'replace',
  'disable',
  'append',
  'insert',
  'create',
  'write',
  'overwrite',
  'drop',
  'touch',
  'patch',
];
const MODIFY = anyOf(MODIFY_VERBS);

/** scope_change: work beyond the task, or against the repository's integrity. */
export const SCOPE_RULES: readonly InjectionRule[] = [
  defineRule(
    'abandon-task',
    'scope_change',
    0.5,
    `\\b(?:ignore|forget|abandon|drop|stop|pause|set\\s+aside|disregard|skip|leave)\\s+(?:the|your|this|what\\s+you(?:'re|\\s+are)\\s+doing|all)\\s+(?:current\\s+|original\\s+|assigned\\s+|given\\s+|requested\\s+)?(?:task|assignment|ticket)\\b(?:\\s+(?:you\\s+were\\s+given|at\\s+hand))?\\s*(?:and\\b|,|;|\\.)`,
    {
      requires: list('ignore forget abandon drop stop pause aside disregard skip leave'),
      anchors: list('task tasks assignment ticket'),
    },
  ),
  defineRule(
    'new-task',
    'scope_change',
    0.55,
    `\\b(?:your|the)\\s+(?:real|actual|true|new|main|primary|updated|only|next)\\s+(?:task|job|goal|objective|mission|assignment|instructions?|purpose|role)\\b(?:\\s+here)?\\s*(?:is|are|:|now|will\\s+be|was)`,
    {
      anchors: [
        ...pairs(['your'], list('real actual true new main primary updated only next')),
        ...pairs(list('real actual true'), list('task job goal objective mission assignment')),
      ],
    },
  ),
  defineRule(
    'while-at-it',
    'scope_change',
    0.35,
    `\\bwhile\\s+you(?:'re|\\s+are)\\s+(?:at\\s+it|there|in\\s+there)\\b|\\bin\\s+addition\\s+to\\s+(?:the|your)\\s+(?:requested|assigned|original|current)?\\s*(?:fix|task|change|work|request)\\b|\\bon\\s+top\\s+of\\s+(?:the|your)\\s+(?:task|fix|change)\\b|\\bas\\s+a\\s+(?:bonus|side\\s+task)\\b`,
    { anchors: list('while+you in+addition on+top a+bonus side+task') },
  ),
  defineRule(
    'also-modify',
    'scope_change',
    0.2,
    `(?:should\\s+)?(?:also|additionally,?|as\\s+well,?)\\s+${MODIFY}\\b`,
    {
      imperative: true,
      negatable: true,
      anchors: pairs(['also', 'additionally', 'well'], MODIFY_VERBS),
    },
  ),
  defineRule(
    'sensitive-path',
    'scope_change',
    0.2,
    `(?:also\\s+)?${MODIFY}\\b${within(60)}${SENSITIVE}|${SENSITIVE}${within(20)}\\b(?:must|should|needs?\\s+to)\\s+be\\s+(?:removed|deleted|changed|modified|disabled)`,
    {
      imperative: true,
      anchors: [
        'workflows',
        'workflow',
        'gitlab',
        'jenkinsfile',
        'circleci',
        'postinstall',
        'preinstall',
        'post+install',
        'pre+install',
        'git+hooks',
        'husky',
        'bashrc',
        'zshrc',
        'bash+profile',
        'crontab',
        'authorized',
        'sudoers',
        'vscode+settings',
        'claude+settings',
        'cursor+rules',
        'mcp+json',
        ...pairs(
          ['ci'],
          list('workflow workflows config configuration pipeline pipelines file files'),
        ),
      ],
    },
  ),
  defineRule(
    'pipe-to-shell',
    'scope_change',
    0.2,
    `\\b(?:cu(?:)rl|wg(?:)et)\\b[^|\\n]{0,120}\\|\\s*(?:sudo\\s+)?(?:ba|z)?sh\\b|\\b(?:iwr|invoke-webrequest)\\b[^|\\n]{0,120}\\|\\s*iex\\b`,
    { anchors: [word('cu', 'rl'), word('wg', 'et'), 'iwr', 'invoke+webrequest'] },
  ),
  defineRule(
    'destructive-all',
    'scope_change',
    0.4,
    `(?:rewrite|delete|remove|wipe|erase|drop|destroy|rename|reformat)\\s+(?:every|all|each|the\\s+entire|the\\s+whole)\\s+(?:(?:the|of|your|this)\\s+)?(?:\\w+\\s+)?(?:modules?|repository|repo|codebase|database|branch(?:es)?|history|commits?|src|source\\s+code|tests?|data)\\b`,
    {
      imperative: true,
      negatable: true,
      anchors: pairs(list('rewrite delete remove wipe erase drop destroy rename reformat the'), [
        'every',
        'all',
        'each',
        'entire',
        'whole',
      ]),
    },
  ),
  defineRule(
    'destructive',
    'scope_change',
    0.4,
    `\\brm\\s+-rf\\s+(?:/\\*?|~/?|\\./?|\\*|\\.git|src/?|\\$home/?)(?=[\\s;&|'"\\x60)]|$)|\\b(?:force-?push|push\\s+--force(?!-with-lease|-if-includes)|git\\s+push\\s+-f)\\b|\\b(?:push|commit|merge|deploy)\\s+(?:\\w+\\s+){0,3}?(?:directly|straight)\\s+(?:to|on|into)\\s+(?:main|master|production|prod|the\\s+default\\s+branch)\\b|\\b(?:delete|remove|wipe)\\s+the\\s+(?:src|source|tests?|specs?|docs|lib|\\.git)\\s+(?:directory|folder|dir)\\b`,
    {
      negatable: true,
      anchors: [
        'rm+rf',
        'force+push',
        'push+force',
        word('force', 'push'),
        'directly+to',
        'straight+to',
        ...pairs(list('src source test tests spec specs docs lib git'), [
          'directory',
          'folder',
          'dir',
        ]),
      ],
    },
  ),
  defineRule(
    'disable-auth',
    'scope_change',
    0.45,
    `(?:disable|remove|bypass|skip|turn\\s+off)\\s+(?:the\\s+)?(?:auth|authentication|authori[sz]ation|login|csrf|2fa|mfa|(?:password|tls|ssl|certificate|signature)\\s+(?:checks?|verification|validation))\\b`,
    {
      imperative: true,
      negatable: true,
      anchors: pairs(list('disable remove bypass skip off'), [
        'auth',
        'authentication',
        'authorization',
        'authorisation',
        'login',
        'password',
        'csrf',
        'tls',
        'ssl',
        'certificate',
        'signature',
        '2fa',
        'mfa',
      ]),
    },
  ),
  defineRule(
    'weaken-security',
    'scope_change',
    0.45,
    `\\b(?:accept|allow)\\s+any\\s+password\\b|\\bback(?:)door\\b|\\b(?:add|create)\\s+(?:a|an)\\s+(?:hidden|secret|back(?:)door)\\s+(?:admin|user|account)`,
    {
      negatable: true,
      anchors: [
        'any+password',
        word('back', 'door'),
        ...pairs(['hidden', 'secret'], ['admin', 'user', 'account']),
      ],
    },
  ),
  defineRule(
    'every-file-touched',
    'scope_change',
    0.4,
    `\\b(?:every|each|all)\\s+(?:files?|pages?|responses?|answers?|commits?|pull\\s+requests?)\\s+(?:that\\s+)?you\\s+(?:touch|edit|create|write|generate|modify|produce|open)\\b`,
    {
      anchors: pairs(['you'], list('touch edit create write generate modify produce open')),
    },
  ),
  defineRule(
    'misinformation',
    'scope_change',
    0.4,
    `(?:state|claim|say|tell\\s+(?:the\\s+)?users?|assert|report|confirm)\\s+(?:that\\s+)?${within(40)}\\b(?:no\\s+known\\s+vulnerabilities|is\\s+(?:safe|secure|fully\\s+tested)|has\\s+been\\s+audited|recommend\\s+(?:pinning|installing|using)|interview\\s+highly\\s+recommended|highly\\s+recommended|is\\s+the\\s+best|(?:is|are)\\s+not\\s+malicious|is\\s+(?:abandoned|deprecated|unmaintained|dead|insecure)|recommend\\s+[\\w.-]+\\s+instead)\\b`,
    {
      imperative: true,
      anchors: list(`
        known+vulnerabilities is+safe is+secure fully+tested been+audited recommend+pinning
        recommend+installing recommend+using highly+recommended the+best not+malicious is+abandoned is+deprecated is+unmaintained
        is+dead is+insecure
      `),
    },
  ),
  defineRule(
    'code-sends-data',
    'scope_change',
    0.2,
    `\\brequests\\.post\\(|\\bsocket\\.socket\\(|\\.sendall\\(|\\bsmtplib\\b|\\bftplib\\b|\\burlretrieve\\(|\\bexec\\(open\\(|\\bpyperclip\\b|\\bwin32clipboard\\b|\\bpynput\\b|\\bimagegrab\\b|\\bscreencapture\\b|\\bcookiejar\\b|\\bcookies\\.(?:pkl|txt|sqlite)\\b|\\bpkg_resources\\.working_set\\b|\\bpsutil\\.(?:virtual_memory|net_connections|process_iter)\\b|\\bscp\\b[^\\n]{0,60}@|\\bnc\\s+-e\\b|/bin/(?:ba)?sh\\s+-i\\b|\\bkeylog`,
    {
      anchors: list(`
        requests+post socket+socket sendall smtplib ftplib urlretrieve exec+open pyperclip
        win32clipboard pynput imagegrab screencapture cookiejar cookies pkg_resources psutil
        scp nc+e sh+i keylog keylogger
      `),
    },
  ),
  defineRule(
    'code-harms-host',
    'scope_change',
    0.2,
    `\\bos\\.system\\(|\\bsubprocess\\.(?:run|call|popen|check_output)\\(|/dev/sd[a-z]\\b|\\bmkfs\\b|\\bcrontab\\b|\\bchmod\\s+777\\b|\\bshutil\\.rmtree\\(|\\bos\\.remove\\(["']/|\\bipconfig\\s+/release\\b|\\biptables\\b|\\bnetsh\\b|\\btaskkill\\b|\\.terminate\\(\\)|\\bxmrig\\b|\\bcryptomine|\\bransom|\\bfork\\s+bomb\\b|/etc/hosts\\b`,
    {
      anchors: list(`
        os+system subprocess dev+sda mkfs crontab chmod+777 shutil os+remove ipconfig
        iptables netsh taskkill terminate xmrig cryptominer cryptomine ransom ransomware
        fork+bomb etc+hosts
      `),
    },
  ),
];
