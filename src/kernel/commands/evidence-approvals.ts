import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GovernError } from '../../common/index.js';
import { GOVERNANCE_DIR } from '../../config/index.js';
import { APPROVALS_FILE, approvalsFileSchema } from '../../economy/index.js';
import type { DecisionRecord } from '../../economy/index.js';

/**
 * Every authorization decision in `.governance/approvals.json` (none when the file does
 * not exist yet). A damaged file stops the report: evidence is never built from a record
 * that does not validate.
 */
export function readApprovalRecords(workspace: string): readonly DecisionRecord[] {
  const file = join(workspace, GOVERNANCE_DIR, APPROVALS_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw new GovernError('IO_FAILED', `cannot read ${file}: ${(error as Error).message}`, {
      hint: `check the permissions of ${file}`,
    });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = null;
  }
  const parsed = approvalsFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new GovernError('IO_FAILED', `${file} is not a valid approvals file`, {
      hint: 'restore it from a backup: evidence is not built from damaged records',
    });
  }
  return parsed.data.decisions;
}
