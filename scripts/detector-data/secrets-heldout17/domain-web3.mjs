// Web3 positives: deploy configs, RPC URLs with keys, wallet keys and mnemonics.

const lines = (...parts) => parts.join('\n');

export const WEB3_TEMPLATES = [
  [
    'hardhat',
    'hardhat-config-inline-key',
    (v) => {
      const pk = `0x${v.hex(64)}`;
      const rpc = v.b64url(32);
      const scan = v.upper(34);
      return {
        secrets: [rpc, pk, scan],
        text: lines(
          'module.exports = {',
          '  solidity: "0.8.24",',
          '  networks: {',
          '    sepolia: {',
          `      url: "https://eth-sepolia.g.alchemy.com/v2/${rpc}",`,
          `      accounts: ["${pk}"],`,
          '    },',
          '  },',
          `  etherscan: { apiKey: "${scan}" },`,
          '};',
        ),
      };
    },
  ],
  [
    'foundry',
    'foundry-toml',
    (v) => {
      const rpc = v.hex(32);
      const scan = v.upper(34);
      return {
        secrets: [rpc, scan],
        text: lines(
          '[profile.default]',
          'src = "src"',
          'out = "out"',
          '',
          '[rpc_endpoints]',
          `mainnet = "https://mainnet.infura.io/v3/${rpc}"`,
          '',
          '[etherscan]',
          `mainnet = { key = "${scan}" }`,
        ),
      };
    },
  ],
  [
    'truffle',
    'truffle-mnemonic',
    (v) => {
      const phrase = v.mnemonic(12);
      return {
        secrets: [phrase],
        text: lines(
          "const HDWalletProvider = require('@truffle/hdwallet-provider');",
          `const mnemonic = '${phrase}';`,
          'module.exports = {',
          `  networks: { goerli: { provider: () => new HDWalletProvider(mnemonic, 'https://rpc.ankr.com/eth_goerli'), network_id: 5 } },`,
          '};',
        ),
      };
    },
  ],
  [
    'ethers-deploy',
    'ethers-wallet-script',
    (v) => {
      const pk = v.hex(64);
      return {
        secrets: [pk],
        text: lines(
          "import { ethers } from 'ethers';",
          "const provider = new ethers.JsonRpcProvider('https://polygon-rpc.com');",
          `const wallet = new ethers.Wallet('${pk}', provider);`,
          'const factory = new ethers.ContractFactory(abi, bytecode, wallet);',
          'await factory.deploy();',
        ),
      };
    },
  ],
  [
    'wallet-env',
    'deployer-dotenv',
    (v) => {
      const pk = `0x${v.hex(64)}`;
      const phrase = v.mnemonic(24);
      return {
        secrets: [pk, phrase],
        text: lines(
          'CHAIN_ID=8453',
          `DEPLOYER_PRIVATE_KEY=${pk}`,
          `SEED_PHRASE="${phrase}"`,
          'GAS_PRICE_GWEI=2',
        ),
      };
    },
  ],
  [
    'solana',
    'solana-base58-key',
    (v) => {
      const key = v.b58(88);
      return {
        secrets: [key],
        text: lines(
          '# bot wallet (mainnet-beta)',
          `SOLANA_RPC=https://api.mainnet-beta.solana.com`,
          `PAYER_SECRET_KEY=${key}`,
        ),
      };
    },
  ],
  [
    'quicknode',
    'quicknode-rpc-url',
    (v) => {
      const token = v.hex(40);
      return {
        secrets: [token],
        text: lines(
          'networks:',
          '  arbitrum:',
          `    rpc: https://${v.alpha(6)}-${v.alpha(5)}-${v.alpha(4)}.arbitrum-mainnet.quiknode.pro/${token}/`,
          '    chain_id: 42161',
        ),
      };
    },
  ],
  [
    'brownie',
    'brownie-config',
    (v) => {
      const pk = `0x${v.hex(64)}`;
      return {
        secrets: [pk],
        text: lines(
          'dotenv: .env',
          'wallets:',
          `  from_key: "${pk}"`,
          'networks:',
          '  default: development',
        ),
      };
    },
  ],
  [
    'pinata',
    'pinata-upload-python',
    (v) => {
      const s = [v.hex(20), v.hex(64)];
      return {
        secrets: s,
        text: lines(
          'headers = {',
          `    "pinata_api_key": "${s[0]}",`,
          `    "pinata_secret_api_key": "${s[1]}",`,
          '}',
          'r = requests.post("https://api.pinata.cloud/pinning/pinFileToIPFS", files=files, headers=headers)',
        ),
      };
    },
  ],
  [
    'ape',
    'ape-keystore-passphrase',
    (v) => {
      const pass = v.password();
      return {
        secrets: [pass],
        text: lines(
          '# CI signing step',
          `export APE_ACCOUNTS_deployer_PASSPHRASE='${pass}'`,
          'ape run deploy --network ethereum:mainnet',
        ),
      };
    },
  ],
];
