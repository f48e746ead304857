// Generic hard negatives for set 21: placeholders, references, hashes, ids, public keys,
// documented examples and redacted output. Same entry shape as negatives-science.

export const GENERAL_NEGATIVES = [
  [
    'placeholder-angle',
    'generic',
    (r) =>
      `${r.pick(['ZENODO_TOKEN', 'NCBI_API_KEY', 'CANVAS_API_TOKEN', 'MOODLE_WSTOKEN'])}=<YOUR_API_KEY>\n# get one from your profile page`,
  ],
  [
    'placeholder-changeme',
    'generic',
    (r) =>
      `[${r.pick(['geoserver', 'koha', 'postgis'])}]\nuser = admin\npassword = ${r.pick(['changeme', 'CHANGE_ME', 'REPLACE_ME', 'xxxxxxxx', '***', 'password'])}`,
  ],
  [
    'placeholder-env-ref',
    'generic',
    (r) =>
      `${r.pick(['api_key', 'token', 'secret'])} = os.environ["${r.pick(['FIGSHARE_TOKEN', 'OSF_TOKEN', 'REDCAP_API_TOKEN'])}"]\nclient = Client(api_key)`,
  ],
  [
    'process-env',
    'generic',
    (r) =>
      `const client = new Client({\n  apiKey: process.env.${r.pick(['ARCGIS_API_KEY', 'MAPTILER_KEY', 'HERE_API_KEY'])},\n  secret: process.env.CLIENT_SECRET ?? '',\n});`,
  ],
  [
    'shell-var-ref',
    'generic',
    (r) =>
      `curl -H "Authorization: Bearer \${${r.pick(['ZENODO_TOKEN', 'SLURM_JWT', 'GALAXY_API_KEY'])}}" https://data.example.org/api/records`,
  ],
  [
    'helm-template',
    'generic',
    (r) =>
      `stringData:\n  api-key: {{ .Values.${r.pick(['zenodo', 'ckan', 'orcid'])}.apiKey | quote }}\n  db-password: {{ required "db password" .Values.db.password }}`,
  ],
  [
    'python-format',
    'generic',
    () => `DSN = "postgresql://%(user)s:%(password)s@%(host)s/%(db)s"\nconn = connect(DSN % cfg)`,
  ],
  [
    'gha-secret-ref',
    'generic',
    (r) =>
      `env:\n  ${r.pick(['ZENODO_TOKEN', 'PYPI_TOKEN', 'CODECOV_TOKEN'])}: \${{ secrets.${r.pick(['ZENODO_TOKEN', 'PYPI_TOKEN', 'CODECOV_TOKEN'])} }}\n  SEED: 42`,
  ],
  [
    'r-sys-getenv',
    'generic',
    () =>
      `token <- Sys.getenv("GITHUB_PAT")\nkey <- Sys.getenv("CENSUS_API_KEY", unset = NA)\nif (is.na(key)) stop("set CENSUS_API_KEY in ~/.Renviron")`,
  ],
  [
    'git-commit',
    'git',
    (r, g) =>
      `commit ${g.hex(40)}\nMerge: ${g.hex(7)} ${g.hex(7)}\nAuthor: A. Ndiaye <a.ndiaye@example.edu>\n\n    Fix reprojection of tile edges`,
  ],
  [
    'docker-digest',
    'docker',
    (r, g) =>
      `FROM ghcr.io/osgeo/gdal@sha256:${g.hex(64)}\nRUN apt-get update && apt-get install -y python3-pip`,
  ],
  [
    'lockfile-integrity',
    'npm',
    (r, g) =>
      `"node_modules/ol": {\n  "version": "9.${r.int(3)}.0",\n  "resolved": "https://registry.npmjs.org/ol/-/ol-9.2.0.tgz",\n  "integrity": "sha512-${g.b64(86)}=="\n}`,
  ],
  [
    'uuid-ids',
    'generic',
    (r, g) =>
      `{"request_id": "${g.uuid()}", "trace_id": "${g.hex(32)}", "span_id": "${g.hex(16)}", "status": 200}`,
  ],
  [
    'etag-header',
    'http',
    (r, g) =>
      `HTTP/1.1 200 OK\nContent-Type: application/json\nETag: "${g.hex(32)}"\nX-Request-Id: ${g.uuid()}\nCache-Control: max-age=300`,
  ],
  [
    'ssh-public-key',
    'ssh',
    (r, g) =>
      `# ~/.ssh/authorized_keys on hpc-login02\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${g.b64(43)} ${r.pick(['jchen', 'mkowalski'])}@laptop`,
  ],
  [
    'x509-certificate',
    'tls',
    (r, g) =>
      `-----BEGIN CERTIFICATE-----\nMIID${g.b64(60)}\n${g.b64(64)}\n${g.b64(64)}\n${g.b64(40)}==\n-----END CERTIFICATE-----`,
  ],
  [
    'pgp-public-key',
    'pgp',
    (r, g) =>
      `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBG${g.b64(58)}\n${g.b64(64)}\n=${g.b64(4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  ],
  [
    'base64-image',
    'generic',
    (r, g) =>
      `.logo { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${g.b64(120)}"); }`,
  ],
  [
    'base64-fixture',
    'generic',
    (r, g) => `# test fixture: a gzipped 3-line FASTQ\nFIXTURE = "H4sIAAAAAAAAA${g.b64(90)}AAAA=="`,
  ],
  [
    'css-colours',
    'generic',
    (r, g) =>
      `:root {\n  --brand: #${g.hex(6)};\n  --accent: #${g.hex(6)};\n  --muted: #${g.hex(3)};\n}`,
  ],
  [
    'stripe-publishable',
    'stripe',
    (r, g) =>
      `// publishable key, safe in the browser\nconst stripe = Stripe('pk_live_${g.b62(99)}');`,
  ],
  [
    'mapbox-public-token',
    'mapbox',
    (r, g) =>
      `// public token (pk.) for the web map; scoped to styles:read\nmapboxgl.accessToken = 'pk.eyJ1Ijoi${g.b64url(40)}.${g.b64url(22)}';`,
  ],
  [
    'aws-doc-example',
    'aws',
    () =>
      `# from the AWS docs: example credentials, not real\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  [
    'europeana-demo-key',
    'europeana',
    () =>
      `# Europeana's documented public demo key\nresp <- GET("https://api.europeana.eu/record/v2/search.json", query = list(wskey = "api2demo", query = "map"))`,
  ],
  [
    'redacted-output',
    'generic',
    (r, g) =>
      `2024-05-02T10:11:12Z INFO config: token=[REDACTED] user=${r.pick(['jchen', 'svc-ingest'])}\n2024-05-02T10:11:12Z INFO config: secret=sk_live_****${g.digits(4)} key=***${g.hex(4)}`,
  ],
  [
    'masked-ui',
    'generic',
    (r, g) =>
      `Your API key: ••••••••••••${g.hex(4)}\nCreated: 2024-03-01  Last used: never\n[Regenerate] [Revoke]`,
  ],
  [
    'semver-hashes',
    'generic',
    (r, g) =>
      `version = "2.${r.int(9)}.${r.int(9)}+${g.hex(9)}"\nbuild_id = "${g.digits(10)}"\nchecksum = "${g.hex(40)}"`,
  ],
  [
    'hash-map-fixture',
    'generic',
    (r, g) =>
      `EXPECTED_SHA1 = {\n    "tiles/0/0/0.png": "${g.hex(40)}",\n    "tiles/1/0/1.png": "${g.hex(40)}",\n}`,
  ],
  [
    'nonce-csrf',
    'generic',
    (r, g) =>
      `<meta name="csrf-token" content="${g.b64url(43)}">\n<script nonce="${g.b64(22)}==">initMap();</script>`,
  ],
  [
    'bitcoin-address',
    'generic',
    (r, g) =>
      `Donations (public address): bc1q${r.chars('023456789acdefghjklmnpqrstuvwxyz', 38)}\nBTC legacy: 1${g.b58(33)}`,
  ],
  [
    'short-hex-id',
    'generic',
    (r, g) =>
      `short sha ${g.hex(7)} fixed the tile seam; see !${100 + r.int(800)} (pipeline #${r.int(99999)})`,
  ],
];
