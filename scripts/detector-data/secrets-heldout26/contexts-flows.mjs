// Positive renderers for flow exports (n8n, Node-RED, Make, Logic Apps) and CI definitions.
import { uuid4 } from './values.mjs';
import { styled } from './names.mjs';

const HEXS = '0123456789abcdef';
const pretty = (value) => JSON.stringify(value, null, 2) + '\n';

function n8nFlow(r, c) {
  const headers = c.kv.map(([k, v], i) => ({
    name: i === 0 ? 'X-API-Key' : `X-${styled(r, k, ['pascal'])}`,
    value: v,
  }));
  return pretty({
    name: `Sync ${c.slug} contacts`,
    nodes: [
      {
        parameters: { rule: { interval: [{ field: 'hours' }] } },
        id: uuid4(r),
        name: 'Schedule Trigger',
        type: 'n8n-nodes-base.scheduleTrigger',
        typeVersion: 1.2,
        position: [0, 0],
      },
      {
        parameters: {
          url: `https://${c.host}/v1/contacts`,
          sendHeaders: true,
          headerParameters: { parameters: headers },
          options: {},
        },
        id: uuid4(r),
        name: 'HTTP Request',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        position: [220, 0],
      },
    ],
    connections: {
      'Schedule Trigger': { main: [[{ node: 'HTTP Request', type: 'main', index: 0 }]] },
    },
    active: false,
  });
}

function nodeRedFlow(r, c) {
  const id = () => `${r.chars(HEXS, 8)}.${r.chars(HEXS, 6)}`;
  const lines = c.kv
    .map(([k, v]) => `msg.headers['${styled(r, k, ['kebab'])}'] = '${v}';`)
    .join('\n');
  return pretty([
    { id: id(), type: 'inject', z: id(), name: 'every 5 min', repeat: '300', wires: [[]] },
    {
      id: id(),
      type: 'function',
      z: id(),
      name: 'add auth',
      func: `${lines}\nmsg.url = 'https://${c.host}/push';\nreturn msg;`,
      outputs: 1,
      wires: [[]],
    },
  ]);
}

function makeBlueprint(r, c) {
  return pretty({
    name: `${c.slug} → Google Sheets`,
    flow: [
      {
        id: 2,
        module: 'http:ActionSendData',
        version: 3,
        mapper: {
          url: `https://${c.host}/api/orders`,
          method: 'get',
          headers: c.kv.map(([k, v]) => ({ name: styled(r, k, ['kebab', 'camel']), value: v })),
          parseResponse: true,
        },
      },
    ],
    metadata: { instant: false, version: 1, scenario: { roundtrips: 1, maxErrors: 3 } },
  });
}

function logicAppHttp(r, c) {
  const headers = Object.fromEntries(c.kv.map(([k, v]) => [styled(r, k, ['kebab', 'camel']), v]));
  return pretty({
    definition: {
      $schema:
        'https://schema.management.azure.com/providers/Microsoft.Logic/schemas/2016-06-01/workflowdefinition.json#',
      actions: {
        Call_API: {
          type: 'Http',
          inputs: {
            method: 'POST',
            uri: `https://${c.host}/v1/tickets`,
            headers,
            body: '@triggerBody()',
          },
          runAfter: {},
        },
      },
      triggers: {
        Recurrence: { type: 'Recurrence', recurrence: { frequency: 'Hour', interval: 1 } },
      },
    },
  });
}

export const FLOWS = {
  n8nFlow,
  nodeRedFlow,
  makeBlueprint,
  logicAppHttp,
  githubActions: (r, c) =>
    `name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n${c.kv.map(([k, v]) => `      ${k}: ${v}`).join('\n')}\n    steps:\n      - uses: actions/checkout@v4\n      - run: npx wrangler deploy\n`,
  gitlabCi: (r, c) =>
    `variables:\n  NODE_VERSION: "20"\n${c.kv.map(([k, v]) => `  ${k}: "${v}"`).join('\n')}\n\ndeploy:\n  stage: deploy\n  script:\n    - npm ci\n    - npm run deploy\n  only:\n    - main\n`,
  dockerCompose: (r, c) =>
    `services:\n  worker:\n    image: ghcr.io/acme/${c.slug}-worker:1.4.2\n    restart: unless-stopped\n    environment:\n${c.kv.map(([k, v]) => (r.chance(0.5) ? `      - ${k}=${v}` : `      - "${k}=${v}"`)).join('\n')}\n      - LOG_LEVEL=info\n`,
  k8sSecret: (r, c) =>
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${c.slug}-credentials\n  namespace: automation\ntype: Opaque\nstringData:\n${c.kv.map(([k, v]) => `  ${styled(r, k, ['screaming', 'kebab', 'dotted'])}: "${v}"`).join('\n')}\n`,
  helmValues: (r, c) =>
    `replicaCount: 2\nimage:\n  repository: registry.example.org/${c.slug}-bridge\n  tag: "2.3.0"\n${c.slug.replace(/-/g, '')}:\n${c.kv.map(([k, v]) => `  ${styled(r, k, ['camel'])}: ${v}`).join('\n')}\n`,
};

/** Renderers only for the providers whose secret lives in a URL. */
export const URL_ONLY = {
  'power-automate': (r, c) =>
    `When an HTTP request is received → POST URL:\nhttps://prod-${r.int(90) + 10}.westeurope.logic.azure.com:443/workflows/${r.chars(HEXS, 32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${c.kv[0][1]}\n\nPaste it in the Forms webhook settings.\n`,
  'azure-functions': (r, c) =>
    `curl -X POST "https://fn-orders-${r.chars('abcdefghijklmnopqrstuvwxyz', 6)}.azurewebsites.net/api/ProcessOrder?code=${c.kv[0][1]}" \\\n  -H "Content-Type: application/json" \\\n  -d @order.json\n`,
  ifttt: (r, c) =>
    `# home-automation/notify.py\nimport requests\n\nWEBHOOK = "https://maker.ifttt.com/trigger/door_opened/with/key/${c.kv[0][1]}"\n\ndef notify(value1):\n    requests.post(WEBHOOK, json={"value1": value1}, timeout=5)\n`,
};
