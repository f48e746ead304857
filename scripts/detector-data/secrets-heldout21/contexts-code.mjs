// Source-code syntaxes for set-21 positives (research scripts, HPC jobs, app code).

const q = (v) => JSON.stringify(v);

export const CODE_CONTEXTS = [
  {
    name: 'python',
    make: (c) =>
      [
        `import requests`,
        `import pandas as pd`,
        ``,
        `${c.name(['scream', 'snake'])} = ${c.r.pick(['"', "'"]) === '"' ? q(c.v) : `'${c.v}'`}`,
        `BASE = "https://${c.host}/api"`,
        ``,
        `def fetch(page=1):`,
        `    r = requests.get(f"{BASE}/records", params={"page": page}, timeout=60)`,
        `    r.raise_for_status()`,
        `    return pd.DataFrame(r.json()["items"])`,
      ].join('\n'),
  },
  {
    name: 'python-dict',
    make: (c) =>
      [
        `SETTINGS = {`,
        `    "project": "${c.project}",`,
        `    "${c.name(['snake', 'camel', 'foreign'])}": "${c.v}",`,
        `    "crs": "EPSG:4326",`,
        `}`,
        `client = Client(**SETTINGS)`,
      ].join('\n'),
  },
  {
    name: 'qgis-plugin',
    make: (c) =>
      [
        `from qgis.core import QgsSettings, QgsVectorLayer`,
        ``,
        `def init_layer(iface):`,
        `    s = QgsSettings()`,
        `    s.setValue("${c.slug}/${c.name(['camel', 'snake'])}", "${c.v}")`,
        `    uri = "https://${c.host}/wfs?service=WFS&typename=parcels"`,
        `    return QgsVectorLayer(uri, "parcels", "WFS")`,
      ].join('\n'),
  },
  {
    name: 'r-script',
    make: (c) =>
      c.r.chance(0.5)
        ? [
            `library(httr2)`,
            `library(dplyr)`,
            ``,
            `Sys.setenv(${c.name(['scream'])} = "${c.v}")`,
            `req <- request("https://${c.host}/api/v1/datasets") |>`,
            `  req_url_query(per_page = 100)`,
            `resp <- req_perform(req)`,
          ].join('\n')
        : [
            `library(httr)`,
            `${c.name(['snake', 'camel'])} <- "${c.v}"`,
            `res <- GET("https://${c.host}/api/search",`,
            `  query = list(q = "soil carbon", rows = 50))`,
            `stop_for_status(res)`,
          ].join('\n'),
  },
  {
    name: 'julia',
    make: (c) =>
      [
        `using HTTP, JSON3, DataFrames`,
        ``,
        `const ${c.name(['scream'])} = "${c.v}"`,
        `const BASE = "https://${c.host}/api"`,
        ``,
        `function records(page)`,
        `    r = HTTP.get("$BASE/records?page=$page")`,
        `    JSON3.read(r.body)`,
        `end`,
      ].join('\n'),
  },
  {
    name: 'matlab',
    make: (c) =>
      [
        `% download station series for ${c.project}`,
        `${c.name(['camel', 'snake'])} = '${c.v}';`,
        `opts = weboptions('Timeout', 60, 'ContentType', 'json');`,
        `url = 'https://${c.host}/api/stations';`,
        `data = webread(url, 'limit', 500, opts);`,
        `save('stations.mat', 'data');`,
      ].join('\n'),
  },
  {
    name: 'javascript-object',
    make: (c) =>
      [
        `// ${c.project} client config`,
        `export const config = {`,
        `  baseUrl: 'https://${c.host}',`,
        `  ${c.name(['camel'])}: '${c.v}',`,
        `  retries: 3,`,
        `};`,
      ].join('\n'),
  },
  {
    name: 'typescript-const',
    make: (c) =>
      [
        `import { Client } from './client';`,
        ``,
        `const ${c.name(['scream', 'camel'])}: string = "${c.v}";`,
        ``,
        `export const client = new Client({ host: '${c.host}', timeoutMs: 10_000 });`,
      ].join('\n'),
  },
  {
    name: 'go',
    make: (c) =>
      [
        `package harvest`,
        ``,
        `const (`,
        `\tbaseURL = "https://${c.host}"`,
        `\t${c.name(['camel'])} = "${c.v}"`,
        `)`,
        ``,
        `func NewClient() *Client { return &Client{URL: baseURL} }`,
      ].join('\n'),
  },
  {
    name: 'java',
    make: (c) =>
      [
        `public final class ${c.name(['pascal'])}Config {`,
        `    static final String ENDPOINT = "https://${c.host}/api";`,
        `    static final String ${c.name(['scream'])} = "${c.v}";`,
        ``,
        `    private ${c.name(['pascal'])}Config() {}`,
        `}`,
      ].join('\n'),
  },
  {
    name: 'kotlin',
    make: (c) =>
      [
        `object CatalogueClient {`,
        `    private const val HOST = "${c.host}"`,
        `    private val ${c.name(['camel'])} = "${c.v}"`,
        `    fun url(path: String) = "https://$HOST/$path"`,
        `}`,
      ].join('\n'),
  },
  {
    name: 'csharp',
    make: (c) =>
      [
        `namespace Lab.Ingest;`,
        ``,
        `public static class Secrets`,
        `{`,
        `    public const string ${c.name(['pascal'])} = "${c.v}";`,
        `    public static readonly Uri Endpoint = new("https://${c.host}/");`,
        `}`,
      ].join('\n'),
  },
  {
    name: 'ruby',
    make: (c) =>
      [
        `require 'faraday'`,
        ``,
        `conn = Faraday.new(url: 'https://${c.host}') do |f|`,
        `  f.request :json`,
        `end`,
        `${c.name(['scream', 'snake'])} = '${c.v}'`,
        `resp = conn.get('/api/items', per_page: 100)`,
      ].join('\n'),
  },
  {
    name: 'php',
    make: (c) =>
      [
        `<?php`,
        `// config.local.php for ${c.project}`,
        `return [`,
        `    'endpoint' => 'https://${c.host}',`,
        `    '${c.name(['snake', 'camel'])}' => '${c.v}',`,
        `    'debug' => false,`,
        `];`,
      ].join('\n'),
  },
  {
    name: 'rust',
    make: (c) =>
      [
        `use reqwest::blocking::Client;`,
        ``,
        `const ${c.name(['scream'])}: &str = "${c.v}";`,
        ``,
        `fn main() -> Result<(), Box<dyn std::error::Error>> {`,
        `    let client = Client::new();`,
        `    let body = client.get("https://${c.host}/api/v1/status").send()?.text()?;`,
        `    println!("{body}");`,
        `    Ok(())`,
        `}`,
      ].join('\n'),
  },
  {
    name: 'shell-export',
    make: (c) =>
      [
        `#!/usr/bin/env bash`,
        `set -euo pipefail`,
        `export ${c.name(['scream'])}=${c.r.chance(0.5) ? `'${c.v}'` : `"${c.v}"`}`,
        `export OUT=/data/${c.project}`,
        `python -m harvest --out "$OUT"`,
      ].join('\n'),
  },
  {
    name: 'slurm-job',
    make: (c) =>
      [
        `#!/bin/bash`,
        `#SBATCH --job-name=${c.project}`,
        `#SBATCH --partition=${c.r.pick(['compute', 'gpu', 'bigmem'])}`,
        `#SBATCH --time=0${1 + c.r.int(8)}:00:00`,
        `#SBATCH --cpus-per-task=${c.r.pick([4, 8, 16])}`,
        ``,
        `module load python/3.11`,
        `export ${c.name(['scream'])}="${c.v}"`,
        `srun python upload.py --input $SLURM_SUBMIT_DIR/results`,
      ].join('\n'),
  },
  {
    name: 'pbs-job',
    make: (c) =>
      [
        `#!/bin/bash`,
        `#PBS -N ${c.project}`,
        `#PBS -l select=1:ncpus=${c.r.pick([8, 24, 48])}:mem=64gb`,
        `#PBS -l walltime=12:00:00`,
        `cd $PBS_O_WORKDIR`,
        `${c.name(['scream'])}=${c.v} Rscript fetch_and_fit.R`,
      ].join('\n'),
  },
  {
    name: 'jupyter-cell',
    make: (c) =>
      JSON.stringify(
        {
          cell_type: 'code',
          execution_count: 1 + c.r.int(40),
          metadata: {},
          outputs: [],
          source: [
            `import os\n`,
            `os.environ["${c.name(['scream'])}"] = "${c.v}"\n`,
            `df = load_catalogue("${c.project}")`,
          ],
        },
        null,
        1,
      ),
  },
];
