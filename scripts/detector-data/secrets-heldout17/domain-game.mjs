// Game-development positives: engine project settings and game-backend configs.

const lines = (...parts) => parts.join('\n');

export const GAME_TEMPLATES = [
  [
    'epic-online-services',
    'unreal-eos-ini',
    (v) => {
      const secret = v.b64url(43);
      return {
        secrets: [secret],
        text: lines(
          '[/Script/OnlineSubsystemEOS.EOSSettings]',
          `+Artifacts=(ArtifactName="Shipping",ClientId="xyza${v.b62(28)}",ClientSecret="${secret}",ProductId="${v.hex(32)}",SandboxId="${v.hex(32)}",DeploymentId="${v.hex(32)}",EncryptionKey="")`,
          'bUseEAS=True',
          'bUseEOSConnect=True',
        ),
      };
    },
  ],
  [
    'godot-android-export',
    'godot-export-presets',
    (v) => {
      const pass = v.password();
      const key = v.hex(64);
      return {
        secrets: [pass, key],
        text: lines(
          '[preset.0]',
          'name="Android"',
          'platform="Android"',
          'export_path="build/driftwood.aab"',
          `script_encryption_key="${key}"`,
          '',
          '[preset.0.options]',
          'keystore/release="/home/ci/keys/release.keystore"',
          'keystore/release_user="driftwood"',
          `keystore/release_password="${pass}"`,
        ),
      };
    },
  ],
  [
    'playfab',
    'playfab-server-cs',
    (v) => {
      const key = v.upper(52);
      return {
        secrets: [key],
        text: lines(
          'public static void ConfigurePlayFab()',
          '{',
          `    PlayFabSettings.staticSettings.TitleId = "${v.HEX(5)}";`,
          `    PlayFabSettings.staticSettings.DeveloperSecretKey = "${key}";`,
          '}',
        ),
      };
    },
  ],
  [
    'nakama',
    'nakama-server-yaml',
    (v) => {
      const s = [v.b62(20), v.b64url(32), v.b62(24)];
      return {
        secrets: s,
        text: lines(
          'name: nakama-eu1',
          'socket:',
          `  server_key: "${s[0]}"`,
          'session:',
          `  encryption_key: "${s[1]}"`,
          '  token_expiry_sec: 7200',
          'runtime:',
          `  http_key: "${s[2]}"`,
        ),
      };
    },
  ],
  [
    'steamworks',
    'steam-dedicated-server-cfg',
    (v) => {
      const token = v.HEX(32);
      return {
        secrets: [token],
        text: lines(
          `hostname "Driftwood EU #${1 + v.r.int(20)}"`,
          `sv_setsteamaccount ${token}`,
          'sv_lan 0',
          'maxplayers 24',
        ),
      };
    },
  ],
  [
    'unity-cloud-build',
    'ucb-webhook-script',
    (v) => {
      const key = v.hex(32);
      return {
        secrets: [key],
        text: lines(
          '#!/bin/sh',
          `ORG=driftwood-studio`,
          `curl -X POST "https://build-api.cloud.unity3d.com/api/v1/orgs/$ORG/projects/${v.uuid()}/buildtargets/_all/builds" \\`,
          `  -H "Authorization: Basic ${key}" -H "Content-Type: application/json" -d '{"clean":true}'`,
        ),
      };
    },
  ],
  [
    'android-keystore',
    'gradle-signing-properties',
    (v) => {
      const a = v.password();
      const b = v.password();
      return {
        secrets: [a, b],
        text: lines(
          `storeFile=../keys/upload.jks`,
          `storePassword=${a}`,
          'keyAlias=upload',
          `keyPassword=${b}`,
        ),
      };
    },
  ],
  [
    'steam-partner',
    'steam-upload-vdf-notes',
    (v) => {
      const pass = v.password();
      return {
        secrets: [pass],
        text: lines(
          '# upload a depot from the build machine',
          `steamcmd +login driftwood_builder ${pass} +run_app_build ../scripts/app_build_${1000000 + v.r.int(900000)}.vdf +quit`,
        ),
      };
    },
  ],
  [
    'photon-server',
    'photon-custom-auth-json',
    (v) => {
      const secret = v.b64pad(32);
      return {
        secrets: [secret],
        text: JSON.stringify(
          {
            AppId: v.uuid(),
            AuthProvider: 'custom',
            AuthUrl: 'https://auth.driftwood.games/photon',
            SharedSecret: secret,
          },
          null,
          2,
        ),
      };
    },
  ],
];
