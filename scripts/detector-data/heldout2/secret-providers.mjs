// Credential shapes of the second held-out secrets set (issue 18). Each provider names the
// variable names a project would use and builds a value of the service's public shape (its
// documented prefix and length where the writer knows it, else the generic long random
// alphanumeric, hex or base64url value such services issue) with a random body from the
// seeded generator: no value here is a real credential or another scanner's fixture.
//
// `make(r)` returns the secret; `wrap(secret, r)`, when present, returns the value written in
// the file (a connection string or URL that contains the secret).

import { INFRA_PROVIDERS } from './providers-infra.mjs';
import { SERVICE_PROVIDERS } from './providers-services.mjs';

// One entry per provider: id (the `provider` field), names (key names used in files), make.
export const PROVIDERS = [...INFRA_PROVIDERS, ...SERVICE_PROVIDERS];
