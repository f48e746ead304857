// Positive templates around one key sent over HTTP: curl, request dumps, REST-client files,
// docs and API references, HTTP client code in several languages, URLs and log lines.
// Each takes { r, p, app, value, header: [name, headerValue] | null, url: string | null }.

const PATHS = [
  '/v1/messages',
  '/v2/events',
  '/api/v1/orders',
  '/v3/search',
  '/v1/charges',
  '/api/reports/daily',
];
const body = (r) =>
  r.pick([
    '{"limit": 10}',
    '{"to": "+4915112345678", "text": "Ihr Code: 4821"}',
    '{"query": "status:open"}',
    '{"amount": 1999, "currency": "EUR"}',
  ]);

function curl({ r, p, header }) {
  const flag = r.pick(['-H', '--header']);
  return [
    `curl -sS -X POST "https://${p.host}${r.pick(PATHS)}" \\`,
    `  ${flag} "${header[0]}: ${header[1]}" \\`,
    `  ${flag} "Content-Type: application/json" \\`,
    `  -d '${body(r)}'`,
    '',
  ].join('\n');
}

function httpDump({ r, p, header }) {
  return [
    `${r.pick(['POST', 'GET', 'PUT'])} ${r.pick(PATHS)} HTTP/1.1`,
    `Host: ${p.host}`,
    `User-Agent: ${r.pick(['okhttp/4.12.0', 'python-requests/2.32.3', 'axios/1.7.2', 'Go-http-client/2.0'])}`,
    `${header[0]}: ${header[1]}`,
    'Accept: application/json',
    'Content-Type: application/json',
    '',
    body(r),
    '',
  ].join('\n');
}

function restClientFile({ r, p, value, header }) {
  const varName = r.pick(['token', 'apiKey', 'api_key', 'secret']);
  const shown = header[1].replace(value, `{{${varName}}}`);
  return [
    `### ${p.name}`,
    `@host = https://${p.host}`,
    `@${varName} = ${value}`,
    '',
    `GET {{host}}${r.pick(PATHS)}`,
    `${header[0]}: ${shown}`,
    'Accept: application/json',
    '',
  ].join('\n');
}

function readmeQuickstart({ r, p, header }) {
  return [
    `## Quickstart`,
    '',
    `Call the ${p.name} API directly to check that your account works:`,
    '',
    '```sh',
    `curl https://${p.host}${r.pick(PATHS)} \\`,
    `  -H '${header[0]}: ${header[1]}'`,
    '```',
    '',
    'You should get a `200` with a JSON body.',
    '',
  ].join('\n');
}

function openapiExample({ r, p, header }) {
  return [
    'openapi: 3.0.3',
    `info:`,
    `  title: ${p.name} proxy`,
    '  version: 1.0.0',
    'paths:',
    `  ${r.pick(PATHS)}:`,
    '    get:',
    '      parameters:',
    '        - in: header',
    `          name: ${header[0]}`,
    '          required: true',
    '          schema:',
    '            type: string',
    `          example: "${header[1]}"`,
    '',
  ].join('\n');
}

function postmanRequest({ r, p, header }) {
  const doc = {
    info: {
      name: `${p.name} collection`,
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    item: [
      {
        name: r.pick(['List items', 'Send message', 'Create order']),
        request: {
          method: 'GET',
          header: [{ key: header[0], value: header[1] }],
          url: { raw: `https://${p.host}${r.pick(PATHS)}` },
        },
      },
    ],
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

function pythonRequests({ r, p, header }) {
  return [
    'import requests',
    '',
    `resp = requests.${r.pick(['get', 'post'])}(`,
    `    "https://${p.host}${r.pick(PATHS)}",`,
    `    headers={"${header[0]}": "${header[1]}"},`,
    '    timeout=10,',
    ')',
    'resp.raise_for_status()',
    '',
  ].join('\n');
}

function serverlessFetch({ r, p, header }) {
  return [
    '// netlify/functions/proxy.ts',
    'export const handler = async (event) => {',
    `  const res = await fetch('https://${p.host}${r.pick(PATHS)}', {`,
    '    method: event.httpMethod,',
    `    headers: { '${header[0]}': '${header[1]}', 'Content-Type': 'application/json' },`,
    '    body: event.body,',
    '  });',
    '  return { statusCode: res.status, body: await res.text() };',
    '};',
    '',
  ].join('\n');
}

function goRequest({ r, p, header }) {
  return [
    `req, err := http.NewRequest(http.MethodGet, "https://${p.host}${r.pick(PATHS)}", nil)`,
    'if err != nil {',
    '\treturn err',
    '}',
    `req.Header.Set("${header[0]}", "${header[1]}")`,
    'resp, err := http.DefaultClient.Do(req)',
    '',
  ].join('\n');
}

function swiftRequest({ p, header }) {
  return [
    `var request = URLRequest(url: URL(string: "https://${p.host}/v1/profile")!)`,
    'request.httpMethod = "GET"',
    `request.setValue("${header[1]}", forHTTPHeaderField: "${header[0]}")`,
    'let (data, _) = try await URLSession.shared.data(for: request)',
    '',
  ].join('\n');
}

function kotlinOkhttp({ r, p, header }) {
  return [
    'val request = Request.Builder()',
    `    .url("https://${p.host}${r.pick(PATHS)}")`,
    `    .addHeader("${header[0]}", "${header[1]}")`,
    '    .build()',
    'client.newCall(request).execute().use { println(it.code) }',
    '',
  ].join('\n');
}

function dartHttp({ p, header }) {
  return [
    "import 'package:http/http.dart' as http;",
    '',
    'Future<void> ping() async {',
    `  final res = await http.get(Uri.parse('https://${p.host}/v1/ping'),`,
    `      headers: {'${header[0]}': '${header[1]}'});`,
    '  print(res.statusCode);',
    '}',
    '',
  ].join('\n');
}

function phpCurl({ r, p, header }) {
  return [
    '<?php',
    `$ch = curl_init('https://${p.host}${r.pick(PATHS)}');`,
    'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);',
    `curl_setopt($ch, CURLOPT_HTTPHEADER, ['${header[0]}: ${header[1]}', 'Accept: application/json']);`,
    '$out = curl_exec($ch);',
    '',
  ].join('\n');
}

function csharpHttp({ p, header }) {
  const line =
    header[0] === 'Authorization' && header[1].startsWith('Bearer ')
      ? `client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "${header[1].slice(7)}");`
      : `client.DefaultRequestHeaders.Add("${header[0]}", "${header[1]}");`;
  return [
    'using var client = new HttpClient();',
    `client.BaseAddress = new Uri("https://${p.host}");`,
    line,
    'var json = await client.GetStringAsync("/v1/status");',
    '',
  ].join('\n');
}

function logLine({ r, p, header }) {
  const ts = `2024-${String(r.int(12) + 1).padStart(2, '0')}-${String(r.int(28) + 1).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:11.${r.int(900) + 100}Z`;
  return [
    `${ts} INFO  starting worker pid=${r.int(30000) + 1000}`,
    `${ts} DEBUG http outgoing request method=GET url=https://${p.host}${r.pick(PATHS)} headers={"${header[0]}":"${header[1]}","Accept":"application/json"}`,
    `${ts} WARN  upstream responded 429, retrying in 2s`,
    '',
  ].join('\n');
}

function cliFlag({ r, p, value, app }) {
  const flag = r.pick(['--api-key', '--token', '--api-key=', '--secret', '-k', '--auth-token']);
  const sep = flag.endsWith('=') ? '' : ' ';
  return [
    `$ ${p.slug.replace(/-.*/, '')}ctl ${r.pick(['deploy', 'sync', 'push', 'login'])} ${flag}${sep}${value} --region ${r.pick(['eu', 'us', 'ap'])}`,
    `Authenticated as ${app}@acme (${p.name}).`,
    'Done in 3.2s.',
    '',
  ].join('\n');
}

/** Header-based templates: name -> function. */
export const HEADER_TEMPLATES = {
  curl,
  'http-dump': httpDump,
  'rest-client': restClientFile,
  'readme-quickstart': readmeQuickstart,
  'openapi-example': openapiExample,
  'postman-collection': postmanRequest,
  'python-requests': pythonRequests,
  'serverless-fetch': serverlessFetch,
  'go-http': goRequest,
  'swift-urlrequest': swiftRequest,
  'kotlin-okhttp': kotlinOkhttp,
  'dart-http': dartHttp,
  'php-curl': phpCurl,
  'csharp-httpclient': csharpHttp,
  'log-line': logLine,
};

/** Templates for any single key: name -> function. */
export const ANY_TEMPLATES = { 'cli-flag': cliFlag };

function urlInLog({ r, url }) {
  return [
    `10.0.${r.int(255)}.${r.int(255)} - - [12/Mar/2024:09:${String(r.int(60)).padStart(2, '0')}:01 +0000] "GET ${url} HTTP/1.1" 200 ${r.int(9000) + 300} "-" "Mozilla/5.0"`,
    '',
  ].join('\n');
}

function urlInMarkdown({ p, url }) {
  return [
    `### Checking the ${p.name} integration`,
    '',
    `Open [this link](${url}) in a browser; it should return JSON.`,
    '',
  ].join('\n');
}

function urlInCode({ r, url }) {
  return [
    r.pick(['const', 'let']) + ` endpoint = "${url}";`,
    'const res = await fetch(endpoint);',
    'if (!res.ok) throw new Error(`status ${res.status}`);',
    '',
  ].join('\n');
}

function urlInYaml({ p, url }) {
  return [
    'webhooks:',
    `  - name: ${p.slug}`,
    `    url: ${url}`,
    '    events: [order.created, order.paid]',
    '',
  ].join('\n');
}

/** URL templates: name -> function. */
export const URL_TEMPLATES = {
  'url-access-log': urlInLog,
  'url-markdown': urlInMarkdown,
  'url-code': urlInCode,
  'url-yaml': urlInYaml,
};
