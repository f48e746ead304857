// Application names and non-secret filler settings shared by the secrets-heldout40 rules.

export const APPS = [
  'payouts-api',
  'recon-worker',
  'ledger-sync',
  'invoice-service',
  'card-issuing',
  'treasury-bot',
  'kyc-gateway',
  'billing-core',
  'settlement-job',
  'wallet-service',
  'tax-engine',
  'fx-rates',
  'checkout-web',
  'chargeback-svc',
];

export const FILLERS = [
  ['LOG_LEVEL', 'info'],
  ['PAYMENTS_ENV', 'production'],
  ['RECONCILE_CRON', '0 3 * * *'],
  ['LEDGER_CURRENCY', 'EUR'],
  ['WEBHOOK_TOLERANCE_SECONDS', '300'],
  ['HTTP_TIMEOUT_MS', '15000'],
  ['PAYOUT_BATCH_SIZE', '250'],
  ['REGION', 'eu-west-1'],
];
