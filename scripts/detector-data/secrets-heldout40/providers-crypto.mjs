// Crypto exchange, custody and wallet providers for secrets-heldout40.
import { B58, B62, B64, HEX, LA, UA, UHEX, URL64, c, mnemonic, pem, s } from './alphabet.mjs';
import {
  P,
  u,
  hex,
  uhex,
  b62,
  ua,
  url64,
  URL_RULES,
  PEM_RULES,
  rsaKey,
  ecKey,
  connUrl,
  tokenUrl,
} from './provider-kit.mjs';

export const CRYPTO = [
  // --- crypto exchanges, custody and wallets ---
  P('binance', 'BINANCE_API_SECRET', b62(64), {
    id: ['BINANCE_API_KEY', b62(64)],
    second: true,
    header: 'X-MBX-APIKEY',
  }),
  P('kraken', 'KRAKEN_PRIVATE_KEY', s(c(B64, 86), '=='), {
    id: ['KRAKEN_API_KEY', s(c(B64, 55), '=')],
    second: true,
  }),
  P('coinbase-cdp', 'COINBASE_API_PRIVATE_KEY', ecKey, { only: PEM_RULES }),
  P('coinbase-commerce', 'COINBASE_COMMERCE_API_KEY', u, { header: 'X-CC-Api-Key' }),
  P('bitfinex', 'BITFINEX_API_SECRET', b62(43), {
    id: ['BITFINEX_API_KEY', b62(43)],
    second: true,
  }),
  P('gemini', 'GEMINI_API_SECRET', s(c(B58, 28)), {
    id: ['GEMINI_API_KEY', s('account-', c(B62, 20))],
  }),
  P('okx', 'OKX_SECRET_KEY', uhex(32), { id: ['OKX_API_KEY', u] }),
  P('bybit', 'BYBIT_API_SECRET', b62(36), { id: ['BYBIT_API_KEY', b62(18)], second: true }),
  P('kucoin', 'KUCOIN_API_SECRET', u, { id: ['KUCOIN_API_KEY', hex(24)] }),
  P('bitstamp', 'BITSTAMP_API_SECRET', b62(32), { id: ['BITSTAMP_API_KEY', b62(32)] }),
  P('gateio', 'GATEIO_API_SECRET', hex(64), { id: ['GATEIO_API_KEY', hex(32)] }),
  P('htx', 'HTX_SECRET_KEY', s(c(HEX, 8), '-', c(HEX, 8), '-', c(HEX, 8), '-', c(HEX, 5)), {
    id: ['HTX_ACCESS_KEY', s(c(LA, 8), '-', c(LA, 8), '-', c(LA, 8), '-', c(LA, 5))],
  }),
  P('bitmex', 'BITMEX_API_SECRET', url64(48), { id: ['BITMEX_API_KEY', url64(24)] }),
  P('deribit', 'DERIBIT_CLIENT_SECRET', url64(43), { id: ['DERIBIT_CLIENT_ID', url64(8)] }),
  P('crypto-com', 'CRYPTOCOM_API_SECRET', b62(22), { id: ['CRYPTOCOM_API_KEY', b62(22)] }),
  P('bitgo', 'BITGO_ACCESS_TOKEN', s('v2x', c(HEX, 64)), { host: 'app.bitgo.com' }),
  P('fireblocks', 'FIREBLOCKS_SECRET_KEY', rsaKey, { only: PEM_RULES }),
  P('circle', 'CIRCLE_API_KEY', s('LIVE_API_KEY:', c(HEX, 32), ':', c(HEX, 32)), {
    host: 'api.circle.com',
  }),
  P('alchemy', 'ALCHEMY_RPC_URL', tokenUrl('https://eth-mainnet.g.alchemy.com/v2/', c(URL64, 32)), {
    only: URL_RULES,
  }),
  P(
    'quicknode',
    'QUICKNODE_HTTP_URL',
    tokenUrl(
      'https://',
      (r) =>
        `${r.pick(['silent', 'wandering', 'frosty', 'bold'])}-${r.pick(['ancient', 'shy', 'long'])}-${r.pick(['pond', 'moon', 'sea'])}.solana-mainnet.quiknode.pro/${r.chars(HEX, 40)}`,
      '/',
    ),
    { only: URL_RULES },
  ),
  P('infura', 'INFURA_API_KEY_SECRET', url64(32), { id: ['INFURA_API_KEY', hex(32)] }),
  P('etherscan', 'ETHERSCAN_API_KEY', ua(34)),
  P(
    'moralis',
    'MORALIS_API_KEY',
    s('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJub25jZSI6I', c(URL64, 140), '.', c(URL64, 43)),
  ),
  P('blockcypher', 'BLOCKCYPHER_TOKEN', hex(32)),
  P('coinmarketcap', 'CMC_PRO_API_KEY', u, { header: 'X-CMC_PRO_API_KEY' }),
  P('coingecko', 'COINGECKO_API_KEY', s('CG-', c(B62, 22)), { header: 'x-cg-pro-api-key' }),
  P('thirdweb', 'THIRDWEB_SECRET_KEY', url64(86), { pub: ['THIRDWEB_CLIENT_ID', hex(32)] }),
  P('magic', 'MAGIC_SECRET_KEY', s('sk_live_', c(UHEX, 16)), {
    pub: ['MAGIC_PUBLISHABLE_KEY', s('pk_live_', c(UHEX, 16))],
  }),
  P('turnkey', 'TURNKEY_API_PRIVATE_KEY', hex(64), {
    id: ['TURNKEY_API_PUBLIC_KEY', s('02', c(HEX, 64))],
  }),
  P('ethereum-wallet', 'DEPLOYER_PRIVATE_KEY', s('0x', c(HEX, 64))),
  P('ethereum-wallet-raw', 'TREASURY_SIGNER_KEY', hex(64)),
  P('bitcoin-wif', 'HOT_WALLET_WIF', s('K', c(B58, 51))),
  P('bip39-mnemonic', 'WALLET_MNEMONIC', mnemonic(12)),
  P('bip39-mnemonic-24', 'CUSTODY_SEED_PHRASE', mnemonic(24)),
  P('solana-keypair', 'SOLANA_PRIVATE_KEY', s(c(B58, 87))),
  P('polygon-io', 'POLYGON_API_KEY', b62(32)),
  P('alpaca', 'APCA_API_SECRET_KEY', b62(40), {
    id: ['APCA_API_KEY_ID', s('AK', c(UA, 18))],
    second: true,
  }),
  P('finnhub', 'FINNHUB_API_KEY', s(c(LA, 20))),
  P('iex-cloud', 'IEX_SECRET_TOKEN', s('sk_', c(HEX, 32)), {
    pub: ['IEX_PUBLISHABLE_TOKEN', s('pk_', c(HEX, 32))],
  }),
  P(
    'ledger-db',
    'LEDGER_DATABASE_URL',
    connUrl(
      'postgresql',
      'ledger_rw',
      'ledger-prod.cluster-c9xk2lq0pz.eu-west-1.rds.amazonaws.com:5432',
      '/ledger?sslmode=require',
    ),
    { only: URL_RULES },
  ),
  P(
    'recon-mysql',
    'RECON_DB_URL',
    connUrl('mysql', 'recon_job', 'recon-db.internal.acmepay.net:3306', '/settlements'),
    { only: URL_RULES },
  ),
  P(
    'payments-rabbitmq',
    'PAYOUTS_AMQP_URL',
    connUrl('amqps', 'payouts', 'b-7f2c.mq.eu-central-1.amazonaws.com:5671', '/%2Fpayouts'),
    { only: URL_RULES },
  ),
  P(
    'fraud-redis',
    'FRAUD_REDIS_URL',
    connUrl(
      'rediss',
      'default',
      'fraud-cache-001.x7kq.euw1.cache.amazonaws.com:6379',
      '/0',
      B62,
      32,
    ),
    { only: URL_RULES },
  ),
  P('swift-sftp', 'SWIFT_SFTP_PASSWORD', s(c(B62, 12), '@', c(B62, 6)), {
    id: ['SWIFT_SFTP_USER', () => 'acme_mt940'],
  }),
  P(
    'bank-sftp',
    'BAI2_SFTP_PRIVATE_KEY',
    pem(
      'OPENSSH PRIVATE KEY',
      'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
      4,
      28,
    ),
    { only: PEM_RULES },
  ),
];
