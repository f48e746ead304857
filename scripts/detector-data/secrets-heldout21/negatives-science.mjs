// Hard negatives from research, library, geo and public-sector code (set 21): identifiers,
// checksums and public values that look random but are not credentials.
// Each entry: [rule, provider, make(r, g) => text].

const acgt = (r, n) => r.chars('ACGT', n);

export const SCIENCE_NEGATIVES = [
  [
    'doi',
    'zenodo',
    (r, g) =>
      `@dataset{${r.pick(['smith', 'ngata', 'okafor'])}_2024,\n  title = {Soil moisture grids},\n  doi = {10.5281/zenodo.${g.digits(7)}},\n  publisher = {Zenodo}\n}`,
  ],
  [
    'orcid-id',
    'orcid',
    (r, g) =>
      `creators:\n  - name: "Ngata, Aroha"\n    orcid: 0000-000${r.int(3)}-${g.digits(4)}-${g.digits(3)}${r.pick(['X', '1', '7'])}\n    affiliation: University of Example`,
  ],
  [
    'orcid-public-client-id',
    'orcid',
    (r, g) =>
      `# ORCID public API client id (shown on the login button, public by design)\nORCID_CLIENT_ID=APP-${g.upper(16)}\nORCID_REDIRECT_URI=https://repo.library.example.org/orcid/callback`,
  ],
  [
    'genbank-accession',
    'ncbi-eutils',
    (r, g) =>
      `acc <- c("NM_00${g.digits(4)}.${1 + r.int(6)}", "NC_0${g.digits(5)}.1", "MN${g.digits(6)}.1")\nseqs <- rentrez::entrez_fetch(db = "nuccore", id = acc, rettype = "fasta")`,
  ],
  [
    'sra-run-ids',
    'ncbi-eutils',
    (r, g) =>
      `runs=(SRR${g.digits(8)} SRR${g.digits(8)} ERR${g.digits(7)})\nfor run in "\${runs[@]}"; do fasterq-dump --threads 8 "$run"; done`,
  ],
  [
    'ensembl-ids',
    'ensembl',
    (r, g) =>
      `gene_id\ttranscript_id\tprotein_id\nENSG00000${g.digits(6)}\tENST00000${g.digits(6)}\tENSP00000${g.digits(6)}\nENSMUSG00000${g.digits(6)}\tENSMUST00000${g.digits(6)}\t-`,
  ],
  [
    'uniprot-accessions',
    'uniprot',
    (r, g) =>
      `ids = ["P${g.digits(5)}", "Q9${g.upper(3)}${g.digits(1)}", "A0A0${g.upper(2)}${g.digits(4)}"]\nurl = "https://rest.uniprot.org/uniprotkb/search?query=accession:" + ids[0]`,
  ],
  [
    'sequence-md5',
    'bioinformatics',
    (r, g) =>
      `>seq_${g.digits(4)} md5=${g.hex(32)} len=${300 + r.int(900)}\n${acgt(r, 60)}\n${acgt(r, 60)}`,
  ],
  [
    'sample-barcodes',
    'bioinformatics',
    (r) =>
      `sample_id,i7_index,i5_index,barcode\n${['S01', 'S02', 'S03'].map((s) => `${s},${acgt(r, 8)},${acgt(r, 8)},${acgt(r, 16)}`).join('\n')}`,
  ],
  [
    'dataset-checksum',
    'zenodo',
    (r, g) =>
      `{"files": [{"key": "grids_${2015 + r.int(9)}.nc", "size": ${g.digits(9)}, "checksum": "md5:${g.hex(32)}"}, {"key": "README.md", "size": ${g.digits(4)}, "checksum": "md5:${g.hex(32)}"}]}`,
  ],
  [
    'sha256sums',
    'dataverse',
    (r, g) =>
      `${g.hex(64)}  cohort_wave1.csv.gz\n${g.hex(64)}  cohort_wave2.csv.gz\n${g.hex(64)}  codebook.pdf`,
  ],
  [
    'epsg-codes',
    'postgis',
    (r) =>
      `SELECT ST_Transform(geom, ${r.pick([3857, 25833, 2193, 32633])}) FROM parcels WHERE srid = 4326;\n-- proj: +proj=utm +zone=${1 + r.int(59)} +datum=WGS84 +units=m +no_defs`,
  ],
  [
    'grant-numbers',
    'research-admin',
    (r, g) =>
      `Funding: This work was supported by NIH grant R01GM${g.digits(6)}, ERC grant ${g.digits(6)}, and NSF award ${r.pick(['DEB', 'OCE', 'EAR'])}-${g.digits(7)}.`,
  ],
  [
    'random-seeds',
    'research-code',
    (r, g) =>
      `set.seed(${g.digits(9)})\nboot <- replicate(${r.pick([999, 4999])}, mean(sample(x, replace = TRUE)))\n# seed recorded in run manifest: ${g.hex(16)}`,
  ],
  [
    'slurm-job-ids',
    'slurm',
    (r, g) =>
      `$ squeue -u ${r.pick(['jchen', 'mkowalski'])}\n  JOBID PARTITION     NAME     USER ST   TIME  NODES\n${g.digits(8)}   compute  rnaseq   jchen  R   3:12:44     1\n${g.digits(8)}       gpu   train    jchen PD    0:00      2`,
  ],
  [
    'pbs-job-id',
    'pbs',
    (r, g) =>
      `qsub fit.pbs\n${g.digits(7)}.pbs-server01\nqstat -f ${g.digits(7)} | grep session_id`,
  ],
  [
    'handle-ark',
    'dspace',
    (r, g) =>
      `dc.identifier.uri = https://hdl.handle.net/${g.digits(5)}/${g.digits(5)}\ndc.identifier.other = ark:/${g.digits(5)}/${g.lower(8)}`,
  ],
  [
    'isbn-issn',
    'library',
    (r, g) =>
      `020 __ |a 978${g.digits(10)}\n022 __ |a ${g.digits(4)}-${g.digits(3)}X\n035 __ |a (OCoLC)${g.digits(9)}`,
  ],
  [
    'pdb-ids',
    'bioinformatics',
    (r, g) =>
      `structures = ["${r.int(9) + 1}${g.upper(3)}", "${r.int(9) + 1}${g.upper(3)}"]\nfor pid in structures:\n    download(f"https://files.rcsb.org/download/{pid}.cif")`,
  ],
  [
    'geohash-tiles',
    'geo',
    (r) =>
      `tile_index:\n  - geohash: ${r.chars('0123456789bcdefghjkmnpqrstuvwxyz', 9)}\n  - geohash: ${r.chars('0123456789bcdefghjkmnpqrstuvwxyz', 9)}\n  - quadkey: "${r.chars('0123', 14)}"`,
  ],
  [
    'wkb-geometry',
    'postgis',
    (r, g) =>
      `INSERT INTO sites (name, geom) VALUES ('Plot ${r.int(99)}', '0101000020E6100000${g.HEX(32)}'::geometry);`,
  ],
  [
    'stac-item-id',
    'geo',
    (r, g) =>
      `{"type": "Feature", "stac_version": "1.0.0", "id": "S2B_MSIL2A_2024${g.digits(4)}T${g.digits(6)}_N0510_R${g.digits(3)}_T33UUP", "properties": {"eo:cloud_cover": ${r.int(100)}}}`,
  ],
  [
    'dataverse-persistent-id',
    'dataverse',
    (r, g) =>
      `GET /api/datasets/:persistentId/?persistentId=doi:10.7910/DVN/${g.upper(6)}\nHost: dataverse.harvard.edu`,
  ],
  [
    'figshare-article-id',
    'figshare',
    (r, g) =>
      `figshare_article <- ${g.digits(8)}\nfiles <- fromJSON(sprintf("https://api.figshare.com/v2/articles/%d/files", figshare_article))`,
  ],
  [
    'moodle-course-hash',
    'moodle',
    (r, g) =>
      `$CFG->wwwroot = 'https://vle.university.example.ac.nz';\n$CFG->dataroot = '/var/moodledata';\n// course ${g.digits(4)} cache rev ${g.hex(40)}`,
  ],
  [
    'canvas-ids',
    'canvas-lms',
    (r, g) =>
      `{"id": ${g.digits(6)}, "course_id": ${g.digits(5)}, "sis_user_id": "S${g.digits(7)}", "uuid": "${g.b62(40)}", "workflow_state": "active"}`,
  ],
  [
    'census-geoids',
    'us-census',
    (r, g) =>
      `GEOID,NAME,B01003_001E\n${g.digits(11)},"Census Tract ${r.int(99)}.0${r.int(9)}",${g.digits(4)}\n${g.digits(11)},"Census Tract ${r.int(99)}.0${r.int(9)}",${g.digits(4)}`,
  ],
  [
    'ckan-package-id',
    'ckan',
    (r, g) =>
      `pkg = ckan.action.package_show(id="${g.uuid()}")\nres_id = pkg["resources"][0]["id"]  # resource ids are public UUIDs`,
  ],
  [
    'rdf-uuid-iri',
    'public-sector',
    (r, g) =>
      `<https://data.example.gov/id/dataset/${g.uuid()}> dcat:distribution <https://data.example.gov/id/distribution/${g.uuid()}> .`,
  ],
  [
    'mets-checksum',
    'library',
    (r, g) =>
      `<mets:file ID="FILE_${g.digits(4)}" MIMETYPE="image/tiff" CHECKSUM="${g.hex(64)}" CHECKSUMTYPE="SHA-256">\n  <mets:FLocat LOCTYPE="URL" xlink:href="master/${g.digits(4)}.tif"/>\n</mets:file>`,
  ],
  [
    'julia-manifest',
    'julia',
    (r, g) =>
      `[[deps.DataFrames]]\ndeps = ["Compat", "DataAPI", "Future"]\ngit-tree-sha1 = "${g.hex(40)}"\nuuid = "a93c6f00-e57d-5684-b7b6-d8193f3e46c0"\nversion = "1.${r.int(9)}.${r.int(9)}"`,
  ],
  [
    'renv-lock-hash',
    'r',
    (r, g) =>
      `"sf": {\n  "Package": "sf",\n  "Version": "1.0-${r.int(20)}",\n  "Source": "Repository",\n  "Repository": "CRAN",\n  "Hash": "${g.hex(32)}"\n}`,
  ],
  [
    'conda-lock-sha',
    'conda',
    (r, g) =>
      `- name: gdal\n  version: 3.${r.int(9)}.${r.int(4)}\n  url: https://conda.anaconda.org/conda-forge/linux-64/gdal-3.9.1-py312h.conda\n  hash:\n    md5: ${g.hex(32)}\n    sha256: ${g.hex(64)}`,
  ],
  [
    'matlab-uuid',
    'matlab',
    (r, g) =>
      `% run id for provenance\nrunId = '${g.uuid()}';\nfprintf('run %s started, nonce %s\\n', runId, '${g.hex(16)}');`,
  ],
  [
    'hdf5-attrs',
    'research-code',
    (r, g) =>
      `HDF5 "obs.h5" {\nGROUP "/" {\n   ATTRIBUTE "history_hash" { DATA { "${g.hex(40)}" } }\n   ATTRIBUTE "instrument_serial" { DATA { "${g.upper(12)}" } }\n}`,
  ],
];
