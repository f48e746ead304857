// Hard negatives from game, embedded/IoT and web3 projects: ids, hashes, addresses and
// public keys that look random but are not secret. Each: [provider, rule, (v, i) => text].

const lines = (...parts) => parts.join('\n');
const addr = (v) => `0x${v.hex(40)}`;

export const DOMAIN_NEGATIVES = [
  [
    'unity',
    'unity-meta-guid',
    (v) =>
      lines(
        'fileFormatVersion: 2',
        `guid: ${v.hex(32)}`,
        'TextureImporter:',
        '  mipmaps:',
        '    mipMapMode: 0',
      ),
  ],
  [
    'unity',
    'unity-prefab-refs',
    (v) =>
      lines(
        '  m_Script: {fileID: 11500000, guid: ' + v.hex(32) + ', type: 3}',
        `  m_Material: {fileID: 2100000, guid: ${v.hex(32)}, type: 2}`,
      ),
  ],
  [
    'unity',
    'unity-project-settings',
    (v) =>
      lines(
        'PlayerSettings:',
        `  productGUID: ${v.hex(32)}`,
        `  cloudProjectId: ${v.uuid()}`,
        '  bundleVersion: 1.4.2',
        `  AndroidBundleVersionCode: ${v.digits(3)}`,
      ),
  ],
  [
    'epic-online-services',
    'eos-ids',
    (v) =>
      lines(
        '[/Script/OnlineSubsystemEOS.EOSSettings]',
        `ProductId=${v.hex(32)}`,
        `SandboxId=${v.hex(32)}`,
        `DeploymentId=${v.hex(32)}`,
      ),
  ],
  [
    'steamworks',
    'steam-app-ids',
    (v) =>
      lines(
        '"AppBuild"',
        '{',
        `  "AppID" "${v.digits(7)}"`,
        '  "Desc" "nightly"',
        '  "Depots" { "' + v.digits(7) + '" "depot_build.vdf" }',
        '}',
      ),
  ],
  [
    'godot',
    'godot-debug-keystore',
    () =>
      lines(
        '[preset.1.options]',
        'keystore/debug="res://debug.keystore"',
        'keystore/debug_user="androiddebugkey"',
        'keystore/debug_password="android"',
      ),
  ],
  [
    'esphome',
    'esphome-secret-refs',
    () =>
      lines(
        'wifi:',
        '  ssid: !secret wifi_ssid',
        '  password: !secret wifi_password',
        'api:',
        '  encryption:',
        '    key: !secret api_key',
      ),
  ],
  [
    'arduino',
    'arduino-secret-include',
    () =>
      lines(
        '#include "arduino_secrets.h"',
        'char ssid[] = SECRET_SSID;',
        'char pass[] = SECRET_PASS;',
        'WiFi.begin(ssid, pass);',
      ),
  ],
  [
    'iot',
    'device-serials',
    (v) =>
      lines(
        'serial,model,fw',
        `SN-${v.upper(10)},TH-200,2.1.4`,
        `SN-${v.upper(10)},TH-200,2.1.4`,
        `SN-${v.upper(10)},TH-210,2.2.0`,
      ),
  ],
  [
    'iot',
    'mac-addresses',
    (v) =>
      lines(
        'dhcp-host=' + [1, 2, 3, 4, 5, 6].map(() => v.hex(2)).join(':') + ',192.168.8.21,boiler',
        'dhcp-host=' + [1, 2, 3, 4, 5, 6].map(() => v.hex(2)).join(':') + ',192.168.8.22,doorbell',
      ),
  ],
  [
    'iot',
    'firmware-manifest',
    (v) =>
      JSON.stringify(
        {
          version: '3.2.1',
          url: 'https://fw.example-iot.net/th200/3.2.1.bin',
          sha256: v.hex(64),
          size: 1048576 + v.r.int(90000),
        },
        null,
        2,
      ),
  ],
  [
    'lorawan',
    'lorawan-euis',
    (v) =>
      lines(
        '# device registry export',
        `dev_eui = ${v.HEX(16)}`,
        `join_eui = ${v.HEX(16)}`,
        'frequency_plan = EU_863_870',
      ),
  ],
  [
    'zigbee2mqtt',
    'zigbee-ids',
    (v) =>
      lines(
        'advanced:',
        `  pan_id: 0x${v.HEX(4)}`,
        `  ext_pan_id: [${Array.from({ length: 8 }, () => v.r.int(256)).join(', ')}]`,
        '  channel: 15',
        '  network_key: GENERATE',
      ),
  ],
  [
    'iot',
    'device-public-key',
    (v) =>
      JSON.stringify(
        { deviceId: `node-${v.lower(6)}`, publicKey: v.b64pad(32), algorithm: 'ed25519' },
        null,
        2,
      ),
  ],
  [
    'iot',
    'firmware-signing-pubkey',
    (v) =>
      lines(
        '/* signing public key, embedded in bootloader */',
        `static const uint8_t ecdsa_pub[64] = { ${Array.from({ length: 12 }, () => `0x${v.hex(2)}`).join(', ')}, /* ... */ };`,
      ),
  ],
  [
    'web3',
    'wallet-address',
    (v) => lines('## Treasury', `- Multisig: \`${addr(v)}\``, `- Ops wallet: \`${addr(v)}\``),
  ],
  [
    'web3',
    'contract-addresses',
    (v) =>
      JSON.stringify(
        { chainId: 8453, contracts: { Token: addr(v), Staking: addr(v), Router: addr(v) } },
        null,
        2,
      ),
  ],
  [
    'web3',
    'tx-hash',
    (v) => `deployed Staking at ${addr(v)} (tx 0x${v.hex(64)}, block ${v.digits(8)})`,
  ],
  [
    'web3',
    'block-hash-log',
    (v) => lines(`blockHash: 0x${v.hex(64)}`, `parentHash: 0x${v.hex(64)}`, `miner: ${addr(v)}`),
  ],
  [
    'web3',
    'abi-selectors',
    () =>
      lines(
        '// function selectors',
        'bytes4 constant TRANSFER = 0xa9059cbb;',
        'bytes4 constant APPROVE = 0x095ea7b3;',
        'bytes4 constant BALANCE_OF = 0x70a08231;',
      ),
  ],
  [
    'web3',
    'chain-ids',
    () =>
      lines(
        'export const CHAINS = {',
        '  mainnet: 1,',
        '  base: 8453,',
        '  arbitrum: 42161,',
        '  polygon: 137,',
        '};',
      ),
  ],
  [
    'walletconnect',
    'walletconnect-project-id',
    (v) =>
      lines(
        '// WalletConnect Cloud project id (public, shipped in the dapp)',
        `const projectId = '${v.hex(32)}';`,
      ),
  ],
  [
    'hardhat',
    'hardhat-default-account',
    () =>
      lines(
        '// Hardhat node default account #0 (publicly known, local chain only)',
        "const LOCAL_DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';",
      ),
  ],
  [
    'hardhat',
    'hardhat-test-mnemonic',
    () =>
      lines(
        'networks: {',
        '  hardhat: {',
        "    accounts: { mnemonic: 'test test test test test test test test test test test junk' },",
        '  },',
        '},',
      ),
  ],
  [
    'web3',
    'ipfs-cid',
    (v) => `tokenURI: ipfs://bafybei${v.b32(51).toLowerCase()}/metadata/${v.r.int(9999)}.json`,
  ],
  [
    'web3',
    'env-key-reference',
    () =>
      lines(
        'networks: {',
        '  base: {',
        '    url: process.env.BASE_RPC_URL,',
        '    accounts: process.env.DEPLOYER_KEY ? [process.env.DEPLOYER_KEY] : [],',
        '  },',
        '},',
      ),
  ],
  [
    'web3',
    'event-topic',
    (v) =>
      lines(
        'topics:',
        '  - "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"',
        `  - "0x000000000000000000000000${v.hex(40)}"`,
      ),
  ],
];
