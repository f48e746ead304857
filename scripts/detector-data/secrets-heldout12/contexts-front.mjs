// Front-end and app-code contexts (Capacitor, Angular, Vite, Next, Nuxt, Android XML, plist,
// Flutter, Swift, webpack, SDK init code).
import { styleName as sn } from './values.mjs';

const lines = (...parts) => parts.flat().join('\n');

function capacitor(r, creds) {
  return lines(
    "import type { CapacitorConfig } from '@capacitor/cli';",
    '',
    'const config: CapacitorConfig = {',
    `  appId: '${r.pick(['com.harborline.app', 'io.fernway.mobile'])}',`,
    "  appName: 'Harborline',",
    "  webDir: 'dist',",
    '  plugins: {',
    `    ${r.pick(['PushBridge', 'MediaUpload', 'Analytics'])}: {`,
    creds.map((c) => `      ${sn(c.words, 'camel')}: '${c.value}',`),
    '    },',
    '  },',
    '};',
    '',
    'export default config;',
  );
}

function angularEnv(r, creds) {
  return lines(
    '// src/environments/environment.prod.ts',
    'export const environment = {',
    '  production: true,',
    "  apiBase: '/api',",
    creds.map((c) => `  ${sn(c.words, 'camel')}: '${c.value}',`),
    '};',
  );
}

function viteEnv(r, creds) {
  return lines(
    '# .env.production',
    'VITE_APP_TITLE=Fieldnotes',
    'VITE_API_BASE=https://api.fieldnotes.app',
    creds.map((c) => `VITE_${sn(c.words, 'SCREAM')}=${c.value}`),
  );
}

function nextEnv(r, creds) {
  return lines(
    '# .env.local (server-only values, no NEXT_PUBLIC_ prefix)',
    'NEXT_PUBLIC_SITE_URL=http://localhost:3000',
    creds.map((c) => `${sn(c.words, 'SCREAM')}="${c.value}"`),
    'NEXT_TELEMETRY_DISABLED=1',
  );
}

function nuxtConfig(r, creds) {
  return lines(
    'export default defineNuxtConfig({',
    "  modules: ['@nuxt/image', '@pinia/nuxt'],",
    '  runtimeConfig: {',
    creds.map((c) => `    ${sn(c.words, 'camel')}: '${c.value}',`),
    "    public: { apiBase: '/api' },",
    '  },',
    '});',
  );
}

function stringsXml(r, creds) {
  return lines(
    '<?xml version="1.0" encoding="utf-8"?>',
    '<resources>',
    '    <string name="app_name">Fieldnotes</string>',
    creds.map(
      (c) => `    <string name="${sn(c.words, 'snake')}" translatable="false">${c.value}</string>`,
    ),
    '</resources>',
  );
}

function manifestMeta(r, creds) {
  return lines(
    '<application',
    '    android:name=".MainApplication"',
    '    android:label="@string/app_name">',
    creds.map(
      (c) =>
        `    <meta-data android:name="com.example.${sn(c.words, 'SCREAM')}" android:value="${c.value}" />`,
    ),
    '    <activity android:name=".MainActivity" android:exported="true" />',
    '</application>',
  );
}

function infoPlist(r, creds) {
  return lines(
    '<dict>',
    '    <key>CFBundleDisplayName</key>',
    '    <string>Kestrel</string>',
    creds.map((c) => [
      `    <key>${sn(c.words, 'pascal')}</key>`,
      `    <string>${c.value}</string>`,
    ]),
    '</dict>',
  );
}

function dartDefine(r, creds) {
  const defs = creds.map((c) => `  --dart-define=${sn(c.words, 'SCREAM')}=${c.value} \\`);
  return lines(
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    'flutter build appbundle --release \\',
    defs,
    '  --obfuscate --split-debug-info=build/symbols',
  );
}

function dartConst(r, creds) {
  return lines(
    '// lib/config/keys.dart',
    'class Keys {',
    '  Keys._();',
    creds.map((c) => `  static const String ${sn(c.words, 'camel')} = '${c.value}';`),
    '}',
  );
}

function swift(r, creds) {
  return lines(
    'import Foundation',
    '',
    'enum Secrets {',
    creds.map((c) => `    static let ${sn(c.words, 'camel')} = "${c.value}"`),
    '}',
  );
}

function webpackDefine(r, creds) {
  return lines(
    "const webpack = require('webpack');",
    '',
    'module.exports = {',
    "  mode: 'production',",
    '  plugins: [',
    '    new webpack.DefinePlugin({',
    creds.map((c) => `      'process.env.${sn(c.words, 'SCREAM')}': JSON.stringify('${c.value}'),`),
    '    }),',
    '  ],',
    '};',
  );
}

function sdkInit(r, creds, p) {
  const cls = sn(p.slug.replace(/-/g, ' '), 'pascal');
  return lines(
    `import ${cls} from '@${p.slug}/sdk';`,
    '',
    `const client = new ${cls}({`,
    creds.map((c) => `  ${sn(c.words, 'camel')}: "${c.value}",`),
    '  timeoutMs: 10_000,',
    '});',
    '',
    'export default client;',
  );
}

export const FRONT_CONTEXTS = {
  'capacitor-config': capacitor,
  'angular-environment': angularEnv,
  'vite-env': viteEnv,
  'next-env-local': nextEnv,
  'nuxt-config': nuxtConfig,
  'android-strings-xml': stringsXml,
  'android-manifest-meta': manifestMeta,
  'info-plist': infoPlist,
  'flutter-dart-define': dartDefine,
  'dart-const': dartConst,
  'swift-enum': swift,
  'webpack-define': webpackDefine,
  'sdk-init-ts': sdkInit,
};
