// Mobile, game and front-end build contexts: each renders credentials ({ words, value }) into a
// few lines of a realistic file. The value always appears verbatim in the text.
import { styleName as sn } from './values.mjs';

const APPS = [
  'com.tidepool.fieldnotes',
  'io.quillcraft.reader',
  'app.kestrel.rides',
  'dev.lumen.arcade',
];
const lines = (...parts) => parts.flat().join('\n');

function gradleProperties(r, creds) {
  const style = r.pick(['SCREAM', 'dot', 'camel']);
  return lines(
    '# Project-wide Gradle settings.',
    'org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8',
    'android.useAndroidX=true',
    'android.nonTransitiveRClass=true',
    'kotlin.code.style=official',
    creds.map((c) => `${sn(c.words, style)}=${c.value}`),
    'org.gradle.caching=true',
  );
}

function localProperties(r, creds) {
  return lines(
    '## This file must *NOT* be checked into Version Control Systems,',
    '# as it contains information specific to your local configuration.',
    `sdk.dir=/Users/${r.pick(['mira', 'tobias', 'ana', 'kenji'])}/Library/Android/sdk`,
    creds.map((c) => `${sn(c.words, r.pick(['dot', 'SCREAM']))}=${c.value}`),
  );
}

function gradleGroovy(r, creds) {
  const fields = creds.map(
    (c) => `            buildConfigField "String", "${sn(c.words, 'SCREAM')}", "\\"${c.value}\\""`,
  );
  return lines(
    'android {',
    `    namespace '${r.pick(APPS)}'`,
    '    buildTypes {',
    '        release {',
    '            minifyEnabled true',
    fields,
    '        }',
    '    }',
    '}',
  );
}

function signingGroovy(r, creds) {
  const [store, key] = [creds[0], creds[1] ?? creds[0]];
  return lines(
    'signingConfigs {',
    '    release {',
    `        storeFile file("${r.pick(['keystore/release.jks', '../upload-keystore.jks', 'app.keystore'])}")`,
    `        storePassword "${store.value}"`,
    `        keyAlias "${r.pick(['upload', 'release', 'key0'])}"`,
    `        keyPassword "${key.value}"`,
    '    }',
    '}',
  );
}

function signingKts(r, creds) {
  const [store, key] = [creds[0], creds[1] ?? creds[0]];
  return lines(
    'android {',
    '    signingConfigs {',
    '        create("release") {',
    '            storeFile = file("release.keystore")',
    `            storePassword = "${store.value}"`,
    '            keyAlias = "release"',
    `            keyPassword = "${key.value}"`,
    '        }',
    '    }',
    '}',
  );
}

function gradleKts(r, creds) {
  return lines(
    'defaultConfig {',
    `    applicationId = "${r.pick(APPS)}"`,
    `    versionCode = ${r.int(400) + 10}`,
    creds.map(
      (c) => `    buildConfigField("String", "${sn(c.words, 'SCREAM')}", "\\"${c.value}\\"")`,
    ),
    '}',
  );
}

function xcconfig(r, creds) {
  return lines(
    `// ${r.pick(['Release', 'Staging', 'Shared'])}.xcconfig`,
    '#include "Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig"',
    `PRODUCT_BUNDLE_IDENTIFIER = ${r.pick(APPS)}`,
    'SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE',
    creds.map((c) => `${sn(c.words, 'SCREAM')} = ${c.value}`),
  );
}

function fastfile(r, creds) {
  return lines(
    'default_platform(:ios)',
    '',
    'platform :ios do',
    '  lane :beta do',
    creds.map((c) => `    ENV["${sn(c.words, 'SCREAM')}"] = "${c.value}"`),
    '    build_app(scheme: "App")',
    '    upload_to_testflight(skip_waiting_for_build_processing: true)',
    '  end',
    'end',
  );
}

function matchfile(r, creds) {
  return lines(
    'git_url("git@git.example-studio.dev:mobile/certificates.git")',
    'storage_mode("git")',
    'type("appstore")',
    `app_identifier(["${r.pick(APPS)}"])`,
    creds.map((c) => `ENV["${sn(c.words, 'SCREAM')}"] ||= "${c.value}"`),
  );
}

function unityCsharp(r, creds) {
  return lines(
    'using UnityEngine;',
    '',
    'namespace Game.Services',
    '{',
    '    public static class BackendConfig',
    '    {',
    creds.map((c) => `        public const string ${sn(c.words, 'pascal')} = "${c.value}";`),
    '    }',
    '}',
  );
}

function unrealIni(r, creds) {
  return lines(
    '[/Script/EngineSettings.GameMapsSettings]',
    'GameDefaultMap=/Game/Maps/MainMenu.MainMenu',
    '',
    `[/Script/${r.pick(['Skyforge', 'Driftline', 'Emberfall'])}.OnlineBackendSettings]`,
    creds.map((c) => `${sn(c.words, 'pascal')}=${c.value}`),
    'bEnableTelemetry=True',
  );
}

function expoAppJson(r, creds) {
  const extra = Object.fromEntries(creds.map((c) => [sn(c.words, 'camel'), c.value]));
  const cfg = {
    expo: {
      name: r.pick(['Fieldnotes', 'Kestrel', 'Quill']),
      slug: r.pick(['fieldnotes', 'kestrel-rides', 'quill-reader']),
      version: `1.${r.int(9)}.${r.int(20)}`,
      extra: { ...extra, eas: { projectId: 'set-by-eas' } },
    },
  };
  return JSON.stringify(cfg, null, 2);
}

function easJson(r, creds) {
  const env = Object.fromEntries(creds.map((c) => [sn(c.words, 'SCREAM'), c.value]));
  return JSON.stringify(
    { cli: { version: '>= 7.0.0' }, build: { production: { channel: 'production', env } } },
    null,
    2,
  );
}

export const MOBILE_CONTEXTS = {
  'gradle-properties': gradleProperties,
  'local-properties': localProperties,
  'gradle-groovy-buildconfig': gradleGroovy,
  'gradle-kts-buildconfig': gradleKts,
  xcconfig,
  'fastlane-fastfile': fastfile,
  'fastlane-matchfile': matchfile,
  'unity-csharp': unityCsharp,
  'unreal-ini': unrealIni,
  'expo-app-json': expoAppJson,
  'eas-json': easJson,
};

export const SIGNING_CONTEXTS = {
  'gradle-signing-groovy': signingGroovy,
  'gradle-signing-kts': signingKts,
};
