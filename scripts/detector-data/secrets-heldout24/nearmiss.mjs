// Near misses: key-like text a careful scanner should leave alone. Each builder returns
// [provider, text]; the builder's name is the rule.

import { fill } from './values.mjs';

const SHAPES = [
  ['paystack', 'sk_live_', '{h40}'],
  ['xendit', 'xnd_production_', '{a60}'],
  ['midtrans', 'Mid-server-', '{a24}'],
  ['flutterwave', 'FLWSECK-', '{h32}'],
  ['africas-talking', 'atsk_', '{h64}'],
  ['brevo', 'xkeysib-', '{h64}'],
  ['tencent-cloud', 'AKID', '{a32}'],
  ['aliyun', 'LTAI5t', '{a18}'],
  ['groq', 'gsk_', '{a52}'],
  ['sonarqube', 'squ_', '{h40}'],
  ['yookassa', 'live_', '{w43}'],
  ['cashfree', 'cfsk_ma_prod_', '{h32}'],
];

function truncatedDoc(r) {
  const [p, prefix, body] = r.pick(SHAPES);
  const head = fill(r, body).slice(0, 4 + r.int(3));
  const line = r.pick([
    `Your key starts with \`${prefix}${head}...\` — copy the full value from the dashboard.`,
    `密钥格式示例：${prefix}${head}…（完整密钥请在控制台查看）`,
    `キーは ${prefix}${head}... のような形式です。`,
    `Formato da chave: ${prefix}${head}… (valor completo no painel)`,
  ]);
  return [p, `### ${p}\n\n${line}`];
}

function allSame(r) {
  const [p, prefix, body] = r.pick(SHAPES);
  const length = Number(body.match(/\d+/)[0]);
  const ch = r.pick(['0', 'a', 'x', 'X', '1']);
  return [
    p,
    r.pick([
      `it('rejects a revoked key', () => {\n  expect(isLive('${prefix}${ch.repeat(length)}')).toBe(false);\n});`,
      `FAKE_SECRET = "${prefix}${ch.repeat(length)}"  # dummy for unit tests`,
      `@Test\nvoid parsesKeyFormat() {\n    assertTrue(KeyFormat.matches("${prefix}${ch.repeat(length)}"));\n}`,
    ]),
  ];
}

function sequential(r) {
  const [p, prefix, body] = r.pick(SHAPES);
  const length = Number(body.match(/\d+/)[0]);
  const run = '0123456789abcdef'.repeat(8).slice(0, length);
  return [
    p,
    `# ejemplo de documentación, no es una clave real\n${p.toUpperCase().replace(/-/g, '_')}_KEY=${prefix}${run}`,
  ];
}

function oneShort(r) {
  const [p, prefix, body] = r.pick(SHAPES);
  const value = fill(r, body).slice(1);
  return [
    p,
    `test("too short is rejected", () => {\n  // one character short of a real ${p} key\n  expect(validate("${prefix}${value}")).toEqual({ ok: false, reason: "length" });\n});`,
  ];
}

function badAlphabet(r) {
  const [p, prefix, body] = r.pick(SHAPES.filter(([, , b]) => b.startsWith('{h')));
  const value = fill(r, body);
  const bad = value.slice(0, 10) + r.pick(['z', 'q', '!', 'Z', '_']) + value.slice(11);
  return [
    p,
    `// invalid: contains a non-hex character, must fail validation\nassert.throws(() => parseKey('${prefix}${bad}'));`,
  ];
}

function markedFake(r) {
  const [p, prefix] = r.pick(SHAPES);
  const filler = r.pick(['DEADBEEF', 'EXAMPLE0', 'FAKEFAKE', 'TESTTEST', 'DUMMYKEY']);
  return [
    p,
    `# ⚠️ fake value for the docs, revoked/never issued\n${p.replace(/-/g, '_')}_secret: ${prefix}${filler.repeat(4)}`,
  ];
}

function prefixOnly(r) {
  const [p, prefix] = r.pick(SHAPES);
  return [
    p,
    r.pick([
      `if (!key.startsWith('${prefix}')) {\n  throw new Error('expected a ${p} live key (${prefix}...)');\n}`,
      `const LIVE_PREFIX = "${prefix}";\nconst isLive = (k) => k.startsWith(LIVE_PREFIX);`,
      `| provider | key prefix |\n|---|---|\n| ${p} | \`${prefix}\` |`,
    ]),
  ];
}

export const NEAR = {
  truncatedDoc,
  allSame,
  sequential,
  oneShort,
  badAlphabet,
  markedFake,
  prefixOnly,
};
