import { createRequire } from 'node:module';
import AjvDraft04 from 'ajv-draft-04';
import AjvFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
// CommonJS packages: under NodeNext their default import is module.exports, whose
// `default` is the class (and the plugin).
const Ajv = AjvDraft04.default;
const addFormats = AjvFormats.default;

/**
 * The SARIF 2.1.0 JSON schema (rtm.5, as SchemaStore publishes it), shipped by Microsoft's
 * @microsoft/jest-sarif package (MIT). It is draft-04, hence ajv-draft-04; one of its
 * `pattern`s is not valid under the `u` flag, hence unicodeRegExp: false.
 */
const schema = require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as object;
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validate = ajv.compile(schema);

/** Schema violations as `path: message`; empty when the log is valid SARIF 2.1.0. */
export function sarifSchemaErrors(log: unknown): string[] {
  if (validate(log)) {
    return [];
  }
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'}: ${error.message ?? ''}`,
  );
}

interface Log {
  runs?: {
    tool?: { driver?: { rules?: Rule[] } };
    results?: Result[];
  }[];
}
interface Rule {
  id?: string;
  shortDescription?: { text?: string };
  fullDescription?: { text?: string };
  help?: { text?: string };
  properties?: { tags?: unknown[] };
}
interface Result {
  ruleId?: string;
  ruleIndex?: number;
  message?: { text?: string };
  locations?: {
    physicalLocation?: { artifactLocation?: { uri?: string }; region?: { startLine?: number } };
  }[];
  partialFingerprints?: Record<string, unknown>;
}

/**
 * What GitHub code scanning documents for uploaded SARIF ("SARIF support for code
 * scanning" and "SARIF results exceed limits"): at most 20 runs per file, 25,000 results
 * and 25,000 rules per run, 1,000 locations per result, 20 tags per rule; each rule with
 * id, shortDescription, fullDescription and help text; each result with a message, a
 * ruleId that names a rule, at least one location with a repository-relative
 * artifactLocation.uri and region.startLine, and partialFingerprints (without them the
 * API upload shows duplicate alerts).
 */
export function codeScanningProblems(raw: unknown): string[] {
  const log = raw as Log;
  const problems: string[] = [];
  const runs = log.runs ?? [];
  if (runs.length > 20) {
    problems.push(`${String(runs.length)} runs > 20`);
  }
  runs.forEach((run, r) => {
    const rules = run.tool?.driver?.rules ?? [];
    const results = run.results ?? [];
    if (results.length > 25_000) {
      problems.push(`runs[${String(r)}]: ${String(results.length)} results > 25,000`);
    }
    if (rules.length > 25_000) {
      problems.push(`runs[${String(r)}]: ${String(rules.length)} rules > 25,000`);
    }
    rules.forEach((rule, i) => {
      const where = `runs[${String(r)}].rules[${String(i)}]`;
      for (const [field, value] of [
        ['id', rule.id],
        ['shortDescription.text', rule.shortDescription?.text],
        ['fullDescription.text', rule.fullDescription?.text],
        ['help.text', rule.help?.text],
      ] as const) {
        if (typeof value !== 'string' || value.trim() === '') {
          problems.push(`${where}.${field} is missing`);
        }
      }
      if ((rule.properties?.tags?.length ?? 0) > 20) {
        problems.push(`${where}: more than 20 tags`);
      }
    });
    const fingerprints = new Set<string>();
    results.forEach((result, i) => {
      const where = `runs[${String(r)}].results[${String(i)}]`;
      const rule = rules.findIndex((candidate) => candidate.id === result.ruleId);
      if (rule === -1) {
        problems.push(`${where}.ruleId ${String(result.ruleId)} names no rule`);
      } else if (result.ruleIndex !== undefined && result.ruleIndex !== rule) {
        problems.push(`${where}.ruleIndex ${String(result.ruleIndex)} is not rule ${String(rule)}`);
      }
      if ((result.message?.text ?? '').trim() === '') {
        problems.push(`${where}.message.text is empty`);
      }
      const locations = result.locations ?? [];
      if (locations.length === 0 || locations.length > 1_000) {
        problems.push(`${where}: ${String(locations.length)} locations (1..1,000)`);
      }
      for (const location of locations) {
        const uri = location.physicalLocation?.artifactLocation?.uri ?? '';
        if (uri === '' || /^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/')) {
          problems.push(`${where}: artifactLocation.uri "${uri}" is not repository-relative`);
        }
        const line = location.physicalLocation?.region?.startLine;
        if (line === undefined || !Number.isInteger(line) || line < 1) {
          problems.push(`${where}: region.startLine ${String(line)} is not a line`);
        }
      }
      const prints = Object.values(result.partialFingerprints ?? {});
      if (prints.length === 0 || prints.some((value) => typeof value !== 'string')) {
        problems.push(`${where}: no partialFingerprints`);
      }
      const key = JSON.stringify(result.partialFingerprints);
      if (fingerprints.has(key)) {
        problems.push(`${where}: partialFingerprints repeat another result's`);
      }
      fingerprints.add(key);
    });
  });
  return problems;
}
