// Syntaxes a value can appear in. Each context takes the kit, the variable name, the value as it
// should appear and the provider, and returns the text. The same contexts carry positives,
// placeholders and masked values, so negatives live in the same files as positives.
import { camel, kebab, pascal, snake, split, xmlEscape } from './kit.mjs';

const label = (env) => env.toLowerCase().replace(/_/g, ' ');

const filler = (k) =>
  k.sample(
    [
      ['NODE_ENV', 'production'],
      ['PORT', String(7350 + k.int(600))],
      ['LOG_LEVEL', k.pick(['info', 'warn', 'debug'])],
      ['AWS_REGION', k.pick(['eu-west-1', 'us-east-1', 'ap-northeast-1'])],
      ['MATCH_REGION_POOL', 'eu,na,sa,ap'],
      ['MAX_PLAYERS_PER_LOBBY', String(4 + k.int(60))],
      ['TICK_RATE', k.pick(['30', '60', '64', '128'])],
      ['BUNDLE_ID', `com.${k.word()}games.${k.word()}`],
      ['APP_VERSION', `${1 + k.int(4)}.${k.int(20)}.${k.int(10)}`],
      ['FEATURE_DAILY_REWARDS', k.pick(['true', 'false'])],
      ['SENTRY_ENVIRONMENT', 'production'],
      ['FIREBASE_PROJECT_ID', `${k.word()}-${k.word()}-prod`],
    ],
    2 + k.int(3),
  );

const project = (k) =>
  `${k.word()}-${k.pick(['rush', 'legends', 'saga', 'tactics', 'run', 'arena'])}`;

export const CONTEXTS = {
  dotenv: (k, env, v) => {
    const path = k.pick([
      '.env.production',
      'server/.env',
      'functions/.env',
      'apps/mobile/.env.staging',
      'matchmaker/.env',
      '.env',
    ]);
    const lines = filler(k).map(([a, b]) => `${a}=${b}`);
    lines.splice(k.int(lines.length + 1), 0, `${env}=${k.chance(0.3) ? `"${v}"` : v}`);
    return `# ${path}\n${lines.join('\n')}`;
  },
  'yaml-config': (k, env, v) => {
    const { section, leaf } = split(env);
    const file = k.pick([
      'config/production.yaml',
      'server/config.yml',
      'deploy/values.prod.yaml',
      'gameserver/fleet.yaml',
    ]);
    return [
      `# ${file}`,
      `service: ${project(k)}-api`,
      `matchmaking:`,
      `  queue: ranked-${k.pick(['1v1', '2v2', '5v5', 'squads'])}`,
      `  max_wait_seconds: ${30 + k.int(90)}`,
      `${section}:`,
      `  enabled: true`,
      `  ${leaf}: "${v}"`,
    ].join('\n');
  },
  'json-config': (k, env, v) => {
    const { section, leaf } = split(env);
    const obj = {
      Logging: { LogLevel: { Default: 'Information' } },
      [pascal(section.toUpperCase())]: {
        [pascal(leaf.toUpperCase())]: v,
        TimeoutSeconds: 10 + k.int(50),
      },
      AllowedHosts: '*',
    };
    return `// ${k.pick(['appsettings.Production.json', 'config/runtime.json', 'functions/config.json'])}\n${JSON.stringify(obj, null, 2)}`;
  },
  'toml-config': (k, env, v) => {
    const { section, leaf } = split(env);
    return [
      `# ${k.pick(['server.toml', 'config/matchmaker.toml', 'crates/lobby/Config.toml'])}`,
      `[server]`,
      `bind = "0.0.0.0:${7000 + k.int(900)}"`,
      `tick_rate = ${k.pick([30, 60, 64])}`,
      ``,
      `[${section}]`,
      `${leaf} = "${v}"`,
    ].join('\n');
  },
  properties: (k, env, v) => {
    const file = k.pick([
      'gradle.properties',
      'keystore.properties',
      'local.properties',
      'android/secrets.properties',
    ]);
    return [
      `# ${file}`,
      `org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8`,
      `android.useAndroidX=true`,
      `${camel(env)}=${v}`,
      `VERSION_CODE=${100 + k.int(900)}`,
    ].join('\n');
  },
  'android-strings-xml': (k, env, v) =>
    [
      `<!-- app/src/main/res/values/${k.pick(['secrets.xml', 'config.xml', 'strings.xml'])} -->`,
      `<resources>`,
      `    <string name="app_name">${pascal(k.word().toUpperCase())} Quest</string>`,
      `    <string name="${snake(env)}" translatable="false">${xmlEscape(v)}</string>`,
      `</resources>`,
    ].join('\n'),
  'info-plist': (k, env, v) =>
    [
      `<!-- ios/Runner/${k.pick(['Info.plist', 'Config.plist', 'Secrets.plist'])} -->`,
      `<dict>`,
      `  <key>CFBundleShortVersionString</key>`,
      `  <string>${1 + k.int(3)}.${k.int(9)}.${k.int(9)}</string>`,
      `  <key>${pascal(env)}</key>`,
      `  <string>${xmlEscape(v)}</string>`,
      `</dict>`,
    ].join('\n'),
  terraform: (k, env, v) => {
    const name = snake(env);
    return k.chance(0.5)
      ? [
          `# infra/${k.pick(['secrets.tf', 'variables.tf', 'gameservers.tf'])}`,
          `variable "${name}" {`,
          `  type      = string`,
          `  sensitive = true`,
          `  default   = "${v}"`,
          `}`,
        ].join('\n')
      : [
          `resource "google_secret_manager_secret_version" "${name}" {`,
          `  secret      = google_secret_manager_secret.${name}.id`,
          `  secret_data = "${v}"`,
          `}`,
        ].join('\n');
  },
  'shell-export': (k, env, v) =>
    [
      `#!/usr/bin/env bash`,
      `# ${k.pick(['scripts/ci/release.sh', 'tools/upload_symbols.sh', 'ci/setup-env.sh', 'scripts/deploy_fleet.sh'])}`,
      `set -euo pipefail`,
      `export ${env}='${v}'`,
      k.pick([
        `bundle exec fastlane ios beta`,
        `./gradlew bundleRelease`,
        `npx firebase deploy --only functions`,
        `docker compose up -d matchmaker`,
        `flutter build ipa --release`,
      ]),
    ].join('\n'),
  dockerfile: (k, env, v) =>
    [
      `FROM ${k.pick(['node:20-slim', 'golang:1.22 AS build', 'mcr.microsoft.com/dotnet/aspnet:8.0', 'heroiclabs/nakama:3.21.1'])}`,
      `WORKDIR /srv/${k.pick(['matchmaker', 'api', 'lobby', 'gameserver'])}`,
      `COPY . .`,
      `${k.pick(['ENV', 'ARG'])} ${env}=${v}`,
      `EXPOSE ${7000 + k.int(900)}`,
    ].join('\n'),
  'github-actions': (k, env, v) =>
    [
      `# .github/workflows/${k.pick(['ios-release.yml', 'android.yml', 'deploy-server.yml', 'testflight.yml'])}`,
      `jobs:`,
      `  release:`,
      `    runs-on: ${k.pick(['macos-14', 'ubuntu-latest'])}`,
      `    env:`,
      `      ${env}: ${v}`,
      `    steps:`,
      `      - uses: actions/checkout@v4`,
      `      - run: ${k.pick(['bundle exec fastlane beta', './gradlew publishBundle', 'npm run deploy'])}`,
    ].join('\n'),
  fastfile: (k, env, v) =>
    [
      `# fastlane/Fastfile`,
      `platform :${k.pick(['ios', 'android'])} do`,
      `  lane :${k.pick(['beta', 'release', 'upload_symbols', 'promote'])} do`,
      `    ENV["${env}"] ||= "${v}"`,
      `    ${k.pick(['build_app(scheme: "Game")', 'gradle(task: "bundle", build_type: "Release")', 'increment_build_number'])}`,
      `  end`,
      `end`,
    ].join('\n'),
  'gradle-buildconfig': (k, env, v) =>
    [
      `// app/build.gradle${k.chance(0.5) ? '.kts' : ''}`,
      `android {`,
      `    defaultConfig {`,
      `        applicationId "com.${k.word()}games.${k.word()}"`,
      `        buildConfigField "String", "${env}", "\\"${v}\\""`,
      `    }`,
      `}`,
    ].join('\n'),
  'swift-constant': (k, env, v) =>
    [
      `// ${pascal(k.word().toUpperCase())}/Config/${k.pick(['Secrets.swift', 'Environment.swift', 'Keys.swift'])}`,
      `enum ${k.pick(['Secrets', 'Keys', 'BackendConfig'])} {`,
      `    static let ${camel(env)} = "${v}"`,
      `}`,
    ].join('\n'),
  'kotlin-constant': (k, env, v) =>
    [
      `// app/src/main/java/com/${k.word()}games/core/${k.pick(['Keys.kt', 'Backend.kt', 'Constants.kt'])}`,
      `package com.${k.word()}games.core`,
      ``,
      `object ${k.pick(['Keys', 'Backend', 'Constants'])} {`,
      `    const val ${env} = "${v}"`,
      `}`,
    ].join('\n'),
  'unity-csharp': (k, env, v) =>
    [
      `// Assets/Scripts/${k.pick(['Services/BackendConfig.cs', 'Net/ServerKeys.cs', 'Online/Bootstrap.cs'])}`,
      `public static class ${k.pick(['BackendConfig', 'ServerKeys', 'OnlineSettings'])}`,
      `{`,
      `    public const string ${pascal(env)} = "${v}";`,
      `    public const int RetryCount = ${2 + k.int(4)};`,
      `}`,
    ].join('\n'),
  'cpp-constexpr': (k, env, v) =>
    [
      `// Source/${pascal(k.word().toUpperCase())}/Private/${k.pick(['OnlineConfig.h', 'ServerSecrets.h', 'Backend.cpp'])}`,
      `#pragma once`,
      k.chance(0.5)
        ? `#define ${env} "${v}"`
        : `static constexpr const char* k${pascal(env)} = "${v}";`,
    ].join('\n'),
  'go-const': (k, env, v) => {
    const pkg = k.pick(['config', 'lobby', 'matchmaker', 'receipts']);
    return [
      `// internal/${pkg}/keys.go`,
      `package ${pkg}`,
      ``,
      `const (`,
      `\tdefaultQueue = "ranked"`,
      `\t${camel(env)} = "${v}"`,
      `)`,
    ].join('\n');
  },
  'python-settings': (k, env, v) =>
    [
      `# ${k.pick(['backend/settings.py', 'tools/play_console.py', 'scripts/verify_receipts.py', 'ops/leaderboard_sync.py'])}`,
      `import os`,
      ``,
      `DEBUG = False`,
      `${env} = os.environ.get("${env}", "${v}")`,
    ].join('\n'),
  'ts-object': (k, env, v) =>
    [
      `// ${k.pick(['functions/src/config.ts', 'server/src/env.ts', 'src/services/backend.ts', 'scripts/seed.ts'])}`,
      `export const config = {`,
      `  region: '${k.pick(['europe-west1', 'us-central1', 'asia-northeast1'])}',`,
      `  ${camel(env)}: '${v}',`,
      `  timeoutMs: ${1000 * (2 + k.int(10))},`,
      `};`,
    ].join('\n'),
  'dart-constant': (k, env, v) =>
    [
      `// lib/${k.pick(['env/env.dart', 'config/keys.dart', 'services/backend_config.dart'])}`,
      `class ${k.pick(['Env', 'Keys', 'BackendConfig'])} {`,
      `  static const String ${camel(env)} = '${v}';`,
      `}`,
    ].join('\n'),
  'lua-config': (k, env, v) =>
    [
      `-- ${k.pick(['config/server.lua', 'main/online_config.lua', 'ServerScriptService/Config.lua'])}`,
      `local config = {`,
      `  tickRate = ${k.pick([20, 30, 60])},`,
      `  ${camel(env)} = "${v}",`,
      `}`,
      `return config`,
    ].join('\n'),
  'compose-env': (k, env, v) =>
    [
      `# docker-compose.yml`,
      `services:`,
      `  ${k.pick(['matchmaker', 'api', 'lobby', 'nakama', 'leaderboard'])}:`,
      `    image: ghcr.io/${k.word()}games/${k.pick(['matchmaker', 'api', 'lobby'])}:${k.hex(7)}`,
      `    environment:`,
      `      - ${env}=${v}`,
      `      - LOG_LEVEL=info`,
    ].join('\n'),
  'k8s-secret': (k, env, v) =>
    [
      `apiVersion: v1`,
      `kind: Secret`,
      `metadata:`,
      `  name: ${k.pick(['matchmaker', 'game-api', 'leaderboard', 'fleet-allocator'])}-secrets`,
      `  namespace: ${k.pick(['games', 'prod', 'live-ops'])}`,
      `type: Opaque`,
      `stringData:`,
      `  ${env}: "${v}"`,
    ].join('\n'),
  'ini-section': (k, env, v) =>
    [
      `; ${k.pick(['Config/DefaultGame.ini', 'Config/DefaultEngine.ini', 'export_presets.cfg', 'server.cfg'])}`,
      `[/Script/${pascal(k.word().toUpperCase())}.OnlineSettings]`,
      `bEnableCrossplay=True`,
      `${pascal(env)}=${v}`,
    ].join('\n'),
  'log-line': (k, env, v) =>
    k.pick([
      () =>
        `${k.ts()} I/GameBootstrap(${1000 + k.int(9000)}): backend config ${camel(env)}=${v} region=eu`,
      () => `[${k.ts()}] [Info] [OnlineBootstrap] Loaded ${env}=${v}`,
      () => `${k.ts()} DEBUG config.loader resolved ${snake(env)}="${v}" source=env`,
      () => `${k.ts()} level=debug msg="starting matchmaker" ${snake(env)}=${v} queues=4`,
    ])(),
  'chat-message': (k, env, v) =>
    k.pick([
      () =>
        `@here staging ${label(env)} for the playtest build is ${v} — set it before running the lane`,
      () =>
        `hey, can you try with this ${label(env)}: ${v}\nthe old one stopped working after the console migration`,
      () =>
        `PR note: moved the ${label(env)} into CI. For local runs use\n\n    ${v}\n\nuntil vault access is sorted.`,
    ])(),
  'cli-flag': (k, env, v, p) =>
    k.pick([
      () =>
        p.cli ? `$ ${p.cli} ${v}` : `$ ./tools/release.sh --${kebab(env)} ${v} --track internal`,
      () => `flutter build appbundle --release --dart-define=${env}=${v}`,
      () => `./gradlew :app:assembleRelease -P${camel(env)}=${v}`,
      () => `docker run --rm -e ${env}=${v} ghcr.io/${k.word()}games/matchmaker:latest`,
      () => `firebase functions:secrets:set ${env} --data-file=- <<< '${v}'`,
    ])(),
  'curl-header': (k, env, v, p) => {
    const h = p.h ?? 'Authorization: Bearer ';
    const url =
      p.url ??
      `https://api.${p.p.replace(/[^a-z0-9]/g, '')}.com/v1/${k.pick(['events', 'players', 'apps', 'builds'])}`;
    return `curl -sS ${k.pick(['-X POST ', ''])}'${url}' \\\n  -H '${h}${v}' \\\n  -H 'Content-Type: application/json'`;
  },
  'http-request': (k, env, v, p) => {
    const h = p.h ?? 'Authorization: Bearer ';
    const url = new URL(p.url ?? `https://api.${p.p.replace(/[^a-z0-9]/g, '')}.com/v1/events`);
    return [
      `${k.pick(['GET', 'POST'])} ${url.pathname}${url.search} HTTP/1.1`,
      `Host: ${url.host}`,
      `${h}${v}`,
      `User-Agent: ${k.word()}-server/${1 + k.int(3)}.${k.int(9)}`,
      `Accept: application/json`,
    ].join('\n');
  },
};

export const TOKEN_ONLY = new Set(['curl-header', 'http-request']);
export const GENERIC = Object.keys(CONTEXTS);
