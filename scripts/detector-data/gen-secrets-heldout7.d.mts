export interface SecretsHeldout7Record {
  id: string;
  text: string;
  secrets: string[];
  provider: string;
  kind: 'positive' | 'hard-negative' | 'near-miss';
  rule: string;
  source: string;
  origin: string;
}
export function secretsHeldout7Records(): SecretsHeldout7Record[];
export function secretsHeldout7Lines(): string;
export function writeSecretsHeldout7(dir: string): string[];
