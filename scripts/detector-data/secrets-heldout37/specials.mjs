// File formats that belong to one tool (Duo's authproxy.cfg, ~/.aws/credentials, a Keycloak
// realm export...): positives whose shape the generic contexts cannot give.

import { SPECIALS_1 } from './specials-1.mjs';
import { SPECIALS_2 } from './specials-2.mjs';
import { SPECIALS_3 } from './specials-3.mjs';

export const SPECIALS = [...SPECIALS_1, ...SPECIALS_2, ...SPECIALS_3];
