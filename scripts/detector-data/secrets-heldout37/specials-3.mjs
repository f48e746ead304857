// Tool-specific positive formats for secrets-heldout37 (part 3 of 3).

import {
  A62,
  LOWER_ALNUM,
  UPPER_ALNUM,
  BASE32,
  hex,
  b64urlOfBytes,
  b64Json,
  slug,
} from './values.mjs';
import { vaultToken } from './special-helpers.mjs';

export const SPECIALS_3 = [
  {
    rule: 'gha-login-step',
    count: 3,
    render(r) {
      const pick = r.pick(['vault', 'op', 'aws']);
      if (pick === 'vault') {
        const t = vaultToken(r);
        return {
          provider: 'hashicorp-vault',
          secrets: [t],
          text: [
            '      - name: Import secrets',
            '        uses: hashicorp/vault-action@v3',
            '        with:',
            `          url: https://vault.${slug(r)}.internal:8200`,
            '          method: token',
            `          token: ${t}`,
            '          secrets: |',
            '            secret/data/ci/okta api_token | OKTA_API_TOKEN',
          ].join('\n'),
        };
      }
      if (pick === 'op') {
        const t =
          'ops_' +
          b64Json({
            signInAddress: 'my.1password.com',
            email: `${r.chars(LOWER_ALNUM, 13)}@1passwordserviceaccounts.com`,
            srpX: hex(r, 64),
            muk: { k: b64urlOfBytes(r, 32), kty: 'oct', alg: 'A256GCM' },
            secretKey: `A3-${r.chars(UPPER_ALNUM, 6)}-${r.chars(UPPER_ALNUM, 6)}-${r.chars(UPPER_ALNUM, 5)}-${r.chars(UPPER_ALNUM, 5)}-${r.chars(UPPER_ALNUM, 5)}-${r.chars(UPPER_ALNUM, 5)}`,
          });
        return {
          provider: '1password-service-account',
          secrets: [t],
          text: [
            '      - name: Load secrets',
            '        uses: 1password/load-secrets-action@v2',
            '        env:',
            `          OP_SERVICE_ACCOUNT_TOKEN: ${t}`,
            '          AUTH0_CLIENT_SECRET: op://CI/auth0-m2m/credential',
          ].join('\n'),
        };
      }
      const id = 'AKIA' + r.chars(BASE32, 16);
      const s = r.chars(A62 + '+/', 40);
      return {
        provider: 'aws',
        secrets: [id, s],
        text: [
          '      - uses: aws-actions/configure-aws-credentials@v4',
          '        with:',
          `          aws-access-key-id: ${id}`,
          `          aws-secret-access-key: ${s}`,
          '          aws-region: us-east-1',
        ].join('\n'),
      };
    },
  },
];
