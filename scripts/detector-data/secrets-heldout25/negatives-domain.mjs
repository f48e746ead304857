// Hard negatives from healthcare, banking and back-office code: identifiers, codes, trace
// numbers, documented sample account numbers and digests that look random but are not secret.

import { ALPHABETS, makeValue, uuid } from './values.mjs';

const D = ALPHABETS.d;
const digits = (r, k) => r.chars(D, k);
const date = (r) =>
  `2024${String(1 + r.int(12)).padStart(2, '0')}${String(1 + r.int(28)).padStart(2, '0')}`;

/** A 10-digit NPI with a valid Luhn check digit (prefix 80840). */
export function npi(r) {
  const body = '1' + digits(r, 8);
  const full = '80840' + body;
  let sum = 0;
  for (let i = 0; i < full.length; i++) {
    let d = Number(full[full.length - 1 - i]);
    if (i % 2 === 0) {
      d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

const ICD = ['E11.9', 'I10', 'J45.909', 'M54.5', 'Z00.00', 'K21.9', 'F41.1', 'N39.0'];
const CPT = ['99213', '99214', '80053', '85025', '93000', '71046', '36415', '97110'];

export const DOMAIN_NEGATIVES = [
  [
    'hl7-v2',
    'hl7-msh-control-id',
    (r) =>
      `MSH|^~\\&|EPICADT|MERCYVALE|RHAPSODY|HIE|${date(r)}0${r.int(10)}1530||ADT^A08^ADT_A01|MSG${digits(r, 14)}|P|2.5.1\rEVN|A08|${date(r)}\rPID|1||${digits(r, 8)}^^^MRN^MR||DOE^JANE^Q||19780412|F|||12 ELM ST^^SPRINGFIELD^IL^62701\rPV1|1|O|CLINIC^^^MVH||||${npi(r)}^SMITH^ALAN^^^^^^NPI\r`,
  ],
  [
    'fhir',
    'fhir-resource-ids',
    (r) =>
      `{\n  "resourceType": "Patient",\n  "id": "${uuid(r)}",\n  "meta": { "versionId": "${1 + r.int(9)}", "lastUpdated": "2024-03-02T10:11:12Z" },\n  "identifier": [\n    { "system": "urn:oid:2.16.840.1.113883.3.${r.int(9999)}", "value": "${digits(r, 9)}" }\n  ],\n  "name": [{ "family": "Nguyen", "given": ["Lan"] }]\n}`,
  ],
  [
    'x12-edi',
    'x12-837-control-numbers',
    (r) => {
      const c = digits(r, 9);
      return `ISA*00*          *00*          *ZZ*SUBMITTER01    *ZZ*CLEARHOUSE     *${date(r).slice(2)}*1200*^*00501*${c}*0*P*:~\nGS*HC*SUBMITTER01*CLEARHOUSE*${date(r)}*1200*${r.int(9999)}*X*005010X222A1~\nST*837*0001*005010X222A1~\nNM1*85*2*MERCYVALE CLINIC*****XX*${npi(r)}~\nCLM*PCN${digits(r, 10)}*245.00***11:B:1*Y*A*Y*Y~\nHI*ABK:${r.pick(ICD).replace('.', '')}~\nSV1*HC:${r.pick(CPT)}*120.00*UN*1***1~\nIEA*1*${c}~`;
    },
  ],
  [
    'x12-edi',
    'x12-835-trace',
    (r) =>
      `TRN*1*${digits(r, 15)}*1${digits(r, 9)}~\nCLP*${digits(r, 12)}*1*300*240*60*12*${digits(r, 14)}*11*1~\nCAS*CO*45*60~\nNM1*QC*1*DOE*JOHN****MI*W${digits(r, 9)}~`,
  ],
  [
    'nacha-ach',
    'ach-trace-numbers',
    (r) =>
      `101 0210000210${digits(r, 9)}${date(r).slice(2)}1200A094101JPMORGAN CHASE          EXAMPLE PAYROLL CO     \n5200EXAMPLE PAYROL                    1${digits(r, 9)}PPDPAYROLL   ${date(r).slice(2)}   1021000020000001\n622${'011000015'}${digits(r, 10).padEnd(17)}0000${digits(r, 6)}EMP${digits(r, 5)}       DOE JOHN                0021000020${digits(r, 7)}`,
  ],
  [
    'iban-docs',
    'documented-iban',
    () =>
      `## Test accounts\n\nUse the sample IBANs from the bank's sandbox guide:\n\n| Country | IBAN | BIC |\n|---|---|---|\n| GB | GB82WEST12345698765432 | NWBKGB2L |\n| DE | DE89370400440532013000 | COBADEFFXXX |\n| NL | NL91ABNA0417164300 | ABNANL2A |\n`,
  ],
  [
    'aba-routing',
    'routing-numbers-docs',
    () =>
      `// Routing numbers used by the ACH test harness (public, from the Fed directory)\nprivate static readonly string[] KnownRoutingNumbers = { "021000021", "011000015", "026009593", "121000358" };\n`,
  ],
  [
    'card-bins',
    'bin-table',
    (r) =>
      `bin,brand,issuer_country,product\n${r.pick(['411111', '424242'])},VISA,US,CREDIT\n545454,MASTERCARD,US,DEBIT\n${digits(r, 6)},VISA,GB,PREPAID\n${digits(r, 6)},AMEX,US,CHARGE\n`,
  ],
  [
    'card-test-pans',
    'documented-test-pan',
    () =>
      `# Sandbox test cards (from the processor's public test guide, not real cards)\nVISA_APPROVED = "4111111111111111"\nMC_DECLINED   = "5555555555554444"\nAMEX_3DS      = "378282246310005"\n`,
  ],
  [
    'icd-cpt',
    'clinical-codes',
    (r) =>
      `claim_lines = [\n    {"cpt": "${r.pick(CPT)}", "icd10": ["${r.pick(ICD)}", "${r.pick(ICD)}"], "units": 1},\n    {"cpt": "${r.pick(CPT)}", "icd10": ["${r.pick(ICD)}"], "units": 2, "ndc": "${digits(r, 5)}-${digits(r, 4)}-${digits(r, 2)}"},\n]\n`,
  ],
  [
    'dicom',
    'dicom-uids',
    (r) =>
      `(0020,000D) UI [1.2.840.113619.2.${digits(r, 3)}.${digits(r, 4)}.${digits(r, 10)}.${digits(r, 5)}]  # StudyInstanceUID\n(0020,000E) UI [1.2.840.113619.2.${digits(r, 3)}.${digits(r, 4)}.${digits(r, 10)}.${digits(r, 6)}]  # SeriesInstanceUID\n(0008,0050) SH [${digits(r, 10)}]  # AccessionNumber\n(0010,0020) LO [MRN${digits(r, 7)}]  # PatientID\n`,
  ],
  [
    'dicom',
    'pacs-ae-config',
    (r) =>
      `{\n  "DicomAet": "ORTHANC_MVH",\n  "DicomPort": 4242,\n  "DicomModalities": {\n    "ct-scanner-2": ["CT2_AE", "10.20.${r.int(255)}.${r.int(255)}", 104]\n  },\n  "AuthenticationEnabled": true,\n  "RegisteredUsers": {}\n}`,
  ],
  [
    'hmac-rfc4231',
    'hmac-test-vector',
    () =>
      `// RFC 4231 test case 1: key = 0x0b repeated 20 times, data = "Hi There"\nconst expected = "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7";\nassert.equal(hmacSha256(Buffer.alloc(20, 0x0b), "Hi There"), expected);\n`,
  ],
  [
    'hmac-rfc4231',
    'hmac-test-vector',
    () =>
      `# RFC 4231 test case 2 (key "Jefe")\nassert hmac.new(b"Jefe", b"what do ya want for nothing?", hashlib.sha256).hexdigest() == (\n    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"\n)\n`,
  ],
  [
    'payments-webhook',
    'signature-header-sample',
    (r) =>
      `POST /webhooks/payouts HTTP/1.1\nHost: hooks.example-payroll.com\nContent-Type: application/json\nX-Signature-Timestamp: 17180${digits(r, 5)}\nX-Signature-SHA256: ${makeValue(r, 'h64')}\nX-Delivery-Id: ${uuid(r)}\n\n{"event":"payout.settled","payout_id":"po_${makeValue(r, 'l16')}"}`,
  ],
  [
    'claims-api',
    'claim-and-member-ids',
    (r) =>
      `var claim = new ClaimStatusRequest\n{\n    ClaimId = "${makeValue(r, 'u3')}${digits(r, 11)}",\n    MemberId = "W${digits(r, 9)}",\n    PayerId = "${digits(r, 5)}",\n    CorrelationId = Guid.Parse("${uuid(r)}"),\n    RenderingNpi = "${npi(r)}"\n};\n`,
  ],
  [
    'swift',
    'swift-mt-references',
    (r) =>
      `{1:F01DEUTDEFFAXXX${digits(r, 10)}}{2:I103CHASUS33XXXXN}{4:\n:20:REF${makeValue(r, 'u12')}\n:23B:CRED\n:32A:${date(r).slice(2)}EUR${r.int(90000)},00\n:50K:/DE89370400440532013000\nEXAMPLE GMBH\n:59:/GB82WEST12345698765432\nEXAMPLE LTD\n-}`,
  ],
  [
    'payroll',
    'employee-and-run-ids',
    (r) =>
      `run_id: ${uuid(r)}\npay_period: ${date(r)}\nemployees:\n  - employee_id: E${digits(r, 6)}\n    cost_center: CC-${digits(r, 4)}\n    gl_account: ${digits(r, 6)}\n  - employee_id: E${digits(r, 6)}\n    cost_center: CC-${digits(r, 4)}\n    gl_account: ${digits(r, 6)}\n`,
  ],
  [
    'sap',
    'sap-document-numbers',
    (r) =>
      `<n0:ZFI_POST_DOCUMENT>\n  <CompanyCode>1000</CompanyCode>\n  <DocumentNumber>${digits(r, 10)}</DocumentNumber>\n  <FiscalYear>2024</FiscalYear>\n  <IdocNumber>0000000${digits(r, 9)}</IdocNumber>\n  <MessageGuid>${makeValue(r, 'H32')}</MessageGuid>\n</n0:ZFI_POST_DOCUMENT>`,
  ],
  [
    'netsuite',
    'netsuite-internal-ids',
    (r) =>
      `{\n  "recordType": "vendorbill",\n  "internalId": "${digits(r, 6)}",\n  "externalId": "AP-${digits(r, 8)}",\n  "subsidiary": { "id": "${1 + r.int(9)}" },\n  "account": "${1 + r.int(9)}-SB1",\n  "tranId": "INV${digits(r, 7)}"\n}`,
  ],
  [
    'azure-ad',
    'tenant-and-client-ids',
    (r) =>
      `// Public identifiers of the app registration (no secret here: the app uses a managed identity)\nservices.AddMicrosoftIdentityWebApi(options =>\n{\n    options.Instance = "https://login.microsoftonline.com/";\n    options.TenantId = "${uuid(r)}";\n    options.ClientId = "${uuid(r)}";\n    options.Audience = "api://${uuid(r)}";\n});\n`,
  ],
  [
    'mainframe',
    'jcl-dataset-names',
    (r) =>
      `//PAYX${digits(r, 4)} JOB (${digits(r, 6)}),'PAYROLL EXPORT',CLASS=B,MSGCLASS=X\n//STEP010  EXEC PGM=IEBGENER\n//SYSUT1   DD DSN=PAY.PROD.EXTRACT.D${date(r).slice(2)},DISP=SHR\n//SYSUT2   DD DSN=PAY.FTP.OUT.G${digits(r, 4)}V00,DISP=(NEW,CATLG)\n//SYSPRINT DD SYSOUT=*\n`,
  ],
];
