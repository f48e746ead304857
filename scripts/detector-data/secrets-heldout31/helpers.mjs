// Character alphabets and value builders shared by the heldout31 modules.

export const HEX = '0123456789abcdef';
export const HEXU = '0123456789ABCDEF';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
export const ALNUM = UPPER + LOWER + DIGITS;
export const LALNUM = LOWER + DIGITS;
export const UALNUM = UPPER + DIGITS;
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';
export const B32 = 'abcdefghijklmnopqrstuvwxyz234567';
export const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

export const SHOPS = [
  'northwind-outfitters',
  'lumen-candle-co',
  'harbor-and-hide',
  'tidepool-swim',
  'copperleaf-tea',
  'atlas-bike-parts',
  'maple-and-moss',
  'fernway-kids',
  'solstice-skincare',
  'brick-lane-records',
  'kettle-crisp',
  'oakridge-home',
];

export const DOMAINS = [
  'shop.northwindoutfitters.com',
  'www.lumencandle.co',
  'harborandhide.com',
  'store.tidepoolswim.com.au',
  'copperleaftea.de',
  'atlasbikeparts.nl',
  'mapleandmoss.ca',
  'fernwaykids.co.uk',
  'solsticeskin.in',
  'kettlecrisp.com.br',
];

/** Value builders bound to one seeded generator. */
export function helpers(r) {
  const c = (alphabet, n) => r.chars(alphabet, n);
  const bytes = (n) => {
    const out = [];
    for (let i = 0; i < n; i++) {
      out.push(r.int(256));
    }
    return Buffer.from(out);
  };
  const h = {
    r,
    c,
    hex: (n) => c(HEX, n),
    HEX: (n) => c(HEXU, n),
    alnum: (n) => c(ALNUM, n),
    lalnum: (n) => c(LALNUM, n),
    ualnum: (n) => c(UALNUM, n),
    lower: (n) => c(LOWER, n),
    upper: (n) => c(UPPER, n),
    digits: (n) => c('123456789', 1) + c(DIGITS, n - 1),
    b64: (n) => c(B64, n),
    b64url: (n) => c(B64URL, n),
    b32: (n) => c(B32, n),
    crock: (n) => c(CROCKFORD, n),
    b64bytes: (n) => bytes(n).toString('base64'),
    b64urlbytes: (n) => bytes(n).toString('base64url'),
    uuid: () =>
      `${c(HEX, 8)}-${c(HEX, 4)}-4${c(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${c(HEX, 3)}-${c(HEX, 12)}`,
    UUID: () => h.uuid().toUpperCase(),
    shop: () => r.pick(SHOPS),
    domain: () => r.pick(DOMAINS),
    jwt: (claims) => {
      const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${head}.${body}.${bytes(32).toString('base64url')}`;
    },
    rsaJwt: (claims) => {
      const head = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'RS256' })).toString('base64url');
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${head}.${body}.${bytes(256).toString('base64url')}`;
    },
    pem: (label, nbytes, lead = '') => {
      const random = bytes(nbytes).toString('base64');
      const body = lead + random.slice(lead.length);
      const lines = body.match(/.{1,64}/g) ?? [];
      return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----`;
    },
    sha256: () => c(HEX, 64),
    epoch: () => 1700000000 + r.int(60000000),
    isoDate: () => {
      const d = new Date((1700000000 + r.int(60000000)) * 1000);
      return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
    },
  };
  return h;
}

/** SHOPIFY_ADMIN_API_TOKEN -> shopify_admin_api_token */
export const snake = (key) => key.toLowerCase();
/** shopify_admin_api_token -> shopifyAdminApiToken */
export const camel = (key) =>
  key.toLowerCase().replace(/[_-]([a-z0-9])/g, (_m, ch) => ch.toUpperCase());
export const pascal = (key) => {
  const text = camel(key);
  return text.charAt(0).toUpperCase() + text.slice(1);
};
export const kebab = (key) => key.toLowerCase().replace(/_/g, '-');
