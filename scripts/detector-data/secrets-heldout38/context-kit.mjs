// Helpers shared by the heldout38 context templates.

export const snake = (key) => key.toLowerCase();
export const camel = (key) => key.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
export const pascal = (key) => {
  const c = camel(key);
  return c[0].toUpperCase() + c.slice(1);
};
export const kebab = (key) => key.toLowerCase().replace(/_/g, '-');
export const dotted = (key) => key.toLowerCase().replace(/_/g, '.');

export const all = (c) => [...c.neutral.map(([key, value]) => ({ key, value })), ...c.fields];
export const q = (c) => c.r.pick(['"', "'"]);

export const single = (p) => p.fields.filter((f) => !f.id).length === 1 && p.fields.length === 1;
export const hasHeader = (p) => single(p) && (p.h || p.auth !== undefined);
export const hasQuery = (p) => single(p) && p.q && p.host;
export const headerLine = (p, value) =>
  p.h ? `${p.h}: ${value}` : `Authorization: ${p.auth ? `${p.auth} ` : ''}${value}`;
export const headerPair = (p, value) =>
  p.h ? [p.h, value] : ['Authorization', `${p.auth ? `${p.auth} ` : ''}${value}`];
export const urlWith = (p, value) => {
  const path = p.path || '/';
  return `https://${p.host}${path}${path.includes('?') ? '&' : '?'}${p.q}=${value}`;
};
export const ts = (r) =>
  `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}Z`;
