import { characterMix, shannonEntropy } from './entropy.js';
import type { Candidate } from './types.js';

/** Every rule this file reports. */
export const AWS_PAIR_RULE_IDS = ['aws-secret-key'] as const;

// An AWS secret access key has no prefix: 40 characters of base64's alphabet. It is found by
// the access key id it is issued with, which has one (`AKIA…`), a little later in the same text:
// `new BasicAWSCredentials("AKIA…", "…")` (the AWS SDK for .NET, Unity's), `aws configure`'s
// prompts (`AWS Secret Access Key [None]: …`), a key pair pasted into a chat or a CSV row.
const SECRET_RUN = /(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;
// How far after the key id the secret may stand.
const PAIR_REACH = 300;
// A random key of 40 characters drawn from 64: its letter entropy is about 5 bits.
const MIN_ENTROPY = 4;

function isSecretShaped(value: string): boolean {
  const mix = characterMix(value);
  return (
    mix.upper >= 2 && mix.lower >= 2 && mix.digits >= 2 && shannonEntropy(value) >= MIN_ENTROPY
  );
}

/**
 * The secret access key beside each access key id found: the first 40-character base64 run
 * within reach after the id, mixed-case with digits and random (a SHA-1 in hex is one case;
 * a word run has too little entropy). Candidates already found there are left as they are.
 */
export function findAwsSecretsBesideKeyIds(text: string, out: Candidate[]): void {
  const ids = out.filter((candidate) => candidate.rule === 'aws-access-key');
  for (const id of ids) {
    const window = text.slice(id.end, Math.min(text.length, id.end + PAIR_REACH));
    SECRET_RUN.lastIndex = 0;
    let run: RegExpExecArray | null;
    while ((run = SECRET_RUN.exec(window)) !== null) {
      if (isSecretShaped(run[0])) {
        const start = id.end + run.index;
        out.push({ start, end: start + run[0].length, rule: 'aws-secret-key', specific: true });
        break;
      }
    }
  }
}
