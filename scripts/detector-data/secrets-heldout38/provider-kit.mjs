// Building blocks for the heldout38 providers: fields, providers and common value shapes.

/** A credential field: `id` fields are identifiers printed beside the secret, not secrets. */
export const F = (key, gen, opts = {}) => ({ key, gen, secret: !opts.id, pre: '', ...opts });

/** A provider: `q` is the query parameter, `h` the header, `auth` the Authorization scheme. */
export const P = (name, domain, fields, opts = {}) => ({ name, domain, fields, ...opts });

export const hexKey = (n) => (v) => v.hex(n);
export const anKey = (n) => (v) => v.an(n);
export const uuidKey = (v) => v.uuid();
