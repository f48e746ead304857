// Positive templates (requests, command lines, logs and human communication).
import { dateOf, ticketOf, timeOf } from './common.mjs';

const header = (x) =>
  x.r.pick([
    'Authorization: Bearer ',
    `X-${x.p.label.replace(/[^A-Za-z0-9]/g, '')}-Key: `,
    'X-Api-Key: ',
    'X-Auth-Token: ',
  ]);
const host = (x) => `api.${x.p.slug}.example`;

export const REQUEST_TEMPLATES = {
  cli: (x) =>
    `$ ${x.svc} sync --region eu-west --${x.nm(x.main, 'kebab')} ${x.main.value} --dry-run\nsyncing 14 objects... done in 2.3s\n`,
  curl: (x) =>
    `curl -sS -X POST https://${host(x)}/v2/messages \\\n  -H '${header(x)}${x.main.value}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"to":"ops@acme.test","body":"hello"}'\n`,
  http: (x) =>
    `GET /v1/accounts/me HTTP/1.1\nHost: ${host(x)}\nUser-Agent: ${x.svc}/2.4.1\n${header(x)}${x.main.value}\nAccept: application/json\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n`,
  url: (x) => {
    const value = encodeURIComponent(x.main.value);
    const param = x.r.pick(['api_key', 'token', 'access_token', 'key', 'apikey']);
    return {
      text: `Webhook target configured as:\nhttps://${host(x)}/v1/export?format=csv&${param}=${value}&limit=500\n`,
      secrets: [value],
    };
  },
  log: (x) =>
    `${dateOf(x.r)}T${timeOf(x.r)}Z INFO  ${x.svc} starting worker pool size=8\n${dateOf(x.r)}T${timeOf(x.r)}Z DEBUG ${x.svc} loaded config ${x.nm(x.main, 'snake')}=${x.main.value} region=eu-west-1\n${dateOf(x.r)}T${timeOf(x.r)}Z WARN  ${x.svc} retrying request attempt=2\n`,
  markdown: (x) =>
    `## Using the ${x.p.label} sandbox\n\n1. Install the CLI.\n2. Export your key (this is the team key, works already):\n\n\`\`\`bash\nexport ${x.nm(x.main, 'SCREAM')}=${x.main.value}\n\`\`\`\n\n3. Run \`make seed\`.\n`,
};

const person = (x) => x.r.pick(x.people);

export const TALK_TEMPLATES = {
  chat: (x) => {
    const [a, b] = x.people;
    const h = 8 + x.r.int(10);
    const at = (m) => `[${h}:${String(m).padStart(2, '0')}]`;
    const creds = x.fields.map((f) => `${x.nm(f, 'snake')}=${f.value}`).join(' ');
    return `${at(11)} ${a}: anyone has the ${x.p.label} creds for ${x.env}? the deploy is stuck\n${at(14)} ${b}: here, from the vault:\n${at(14)} ${b}: ${creds}\n${at(16)} ${a}: thx! will delete this msg after\n`;
  },
  email: (x) =>
    `From: ${x.people[0]} <${x.people[0].toLowerCase()}@acme.test>\nTo: vendor-onboarding@acme.test\nSubject: Re: ${x.p.label} access for the ${x.team} team\n\nHi,\n\nAs discussed, the production credentials are below:\n\n${x.fields.map((f) => `${x.nm(f, 'title')}: ${f.value}`).join('\n')}\n\nPlease store them in the password manager.\n\nBest,\n${x.people[0]}\n\n> On ${dateOf(x.r)}, ${person(x)} wrote:\n> Could you send the ${x.p.label} keys?\n`,
  issue: (x) =>
    `**${person(x)}** commented:\n\nStill getting 401 from ${x.p.label} after the rotation. My config:\n\n\`\`\`\n${x.fields.map((f) => `${x.nm(f, 'SCREAM')}=${f.value}`).join('\n')}\n\`\`\`\n\nAm I using the wrong environment?\n`,
  review: (x) =>
    `src/${x.svc}/client.py line 12\n\n+${x.nm(x.main, 'SCREAM')} = "${x.main.value}"\n\n${person(x)}: Please don't hardcode the ${x.p.label} key, read it from the environment.\n${person(x)}: Good catch, will move it to the secret store before merging.\n`,
  ticket: (x) =>
    `Ticket ${ticketOf(x.r)} | Priority: High | Customer: ${x.team} team\n\nDescription:\nOur integration with ${x.p.label} stopped sending since ${dateOf(x.r)}. Key we use: ${x.main.value}\nCan you check if it is still active on your side?\n\nSteps tried: restarted the worker, checked firewall.\n`,
  forum: (x) =>
    `Re: ${x.p.label} returns 403 on every call\n\nPosted by ${person(x).toLowerCase()}${x.r.int(99)}\n\nsame problem here. This is my code:\n\n    client = Client(${x.fields.map((f) => `${x.nm(f, 'snake')}="${f.value}"`).join(', ')})\n    client.list()\n\nany idea?\n`,
  meeting: (x) =>
    `# ${x.team} sync, ${dateOf(x.r)}\n\nAttendees: ${person(x)}, ${person(x)}, ${person(x)}\n\n- ${x.p.label} migration is done; new key for shared use: ${x.main.value}\n- ${person(x)} to rotate the old one by Friday\n- Next sync in two weeks\n`,
  incident: (x) =>
    `Incident ${ticketOf(x.r)}: ${x.svc} outage\n\nTimeline (UTC)\n${timeOf(x.r)} alerts fire, error rate 38%\n${timeOf(x.r)} on-call finds ${x.p.label} rejecting requests\n${timeOf(x.r)} hotfix: switched to backup key ${x.main.value}\n${timeOf(x.r)} recovered\n\nAction items: move keys to the secret manager.\n`,
  runbook: (x) =>
    `### Runbook: re-sync ${x.p.label}\n\nIf the nightly job fails, run by hand on the bastion:\n\n    ssh ops@bastion-${x.env}\n    ${x.fields.map((f) => `${x.nm(f, 'SCREAM')}='${f.value}'`).join(' ')} ./resync.sh --full\n\nThen check the dashboard.\n`,
};
