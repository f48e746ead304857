// Hard negatives: public ids and client-side keys written in the same files as the positives,
// and messaging artefacts that look secret but are not (ids, signatures, digests, public keys,
// encrypted blobs, vendor-documented examples, test vectors).

import { publicGroups } from './negatives-ids.mjs';
import { mailArtefacts } from './negatives-mail.mjs';
import { miscArtefacts } from './negatives-misc.mjs';

export { publicGroups };
export const negativeTemplates = [...mailArtefacts, ...miscArtefacts];
