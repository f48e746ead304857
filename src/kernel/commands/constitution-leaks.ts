import { constitutionRuleId, parseConstitution } from '../../gates/index.js';

/** One prompt an attempt was given, and the rule ids its previous attempt's findings named. */
export interface SentPrompt {
  readonly label: string;
  readonly text: string;
  /** Finding rule ids of the attempt before (`constitution/<id>` for a broken rule). */
  readonly previousFindingRules: readonly string[];
}

/**
 * Every place a constitution rule's text (its id, its why, its pattern or query) appears in
 * a prompt, except the rules the previous attempt broke: the retry prompt may quote the
 * finding of those, and only those. Empty: no prompt carried a rule it should not.
 */
export function findRuleLeaks(constitutionText: string, prompts: readonly SentPrompt[]): string[] {
  const { rules } = parseConstitution(constitutionText, 'constitution');
  const leaks: string[] = [];
  for (const prompt of prompts) {
    for (const rule of rules) {
      if (prompt.previousFindingRules.includes(constitutionRuleId(rule.id))) {
        continue;
      }
      const texts = [
        rule.id,
        rule.why,
        ...(rule.kind === 'forbid' ? [rule.pattern ?? rule.query ?? ''] : []),
      ];
      for (const text of texts.filter((t) => t.length >= 4)) {
        if (prompt.text.includes(text)) {
          leaks.push(`${prompt.label} carries rule "${rule.id}": ${JSON.stringify(text)}`);
        }
      }
    }
  }
  return leaks;
}
