import type { CheckReport } from '../kernel/index.js';

type SarifLevel = 'none' | 'note' | 'warning' | 'error';

function levelOf(severity: string): SarifLevel {
  switch (severity) {
    case 'critical':
    case 'error':
      return 'error';
    case 'warning':
      return 'warning';
    default:
      return 'note';
  }
}

/**
 * SARIF 2.1.0 for GitHub code scanning: one rule per `GATE/rule`, one result per finding,
 * with the file and line when the finding has them (results need a location to show up).
 */
export function toSarif(report: CheckReport, version: string): unknown {
  const rules = new Map<string, { id: string; gate: string; level: SarifLevel }>();
  const results = report.verdicts.flatMap((verdict) =>
    verdict.findings.map((finding) => {
      const id = `${verdict.gate}/${finding.rule.replace(/^[A-Za-z_-]+\//, '')}`;
      const level = levelOf(verdict.severity);
      rules.set(id, { id, gate: verdict.gate, level });
      return {
        ruleId: id,
        level,
        message: { text: finding.message },
        locations: [
          {
            physicalLocation: {
              // Repository-relative, as code scanning resolves them against the checkout.
              artifactLocation: { uri: finding.file ?? '.' },
              ...(finding.line === null ? {} : { region: { startLine: finding.line } }),
            },
          },
        ],
      };
    }),
  );
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'govern',
            version,
            rules: [...rules.values()].map((rule) => ({
              id: rule.id,
              name: rule.id.replace(/[^A-Za-z0-9]+/g, ''),
              shortDescription: {
                text: `${rule.gate} gate: ${rule.id.split('/').slice(1).join('/')}`,
              },
              defaultConfiguration: { level: rule.level },
            })),
          },
        },
        results,
      },
    ],
  };
}
