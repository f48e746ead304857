import type { Severity } from '../../gates/index.js';

/** Finding severities from least to most serious; `govern check --fail-on` picks a threshold. */
export const SEVERITY_ORDER: readonly Severity[] = ['info', 'warning', 'error', 'critical'];
