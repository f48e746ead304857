/** The environment variable a Redis password may come from (never the ledger or audit). */
export const QUEUE_PASSWORD_ENV = 'GOVERN_QUEUE_PASSWORD';
