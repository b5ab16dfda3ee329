/**
 * electron-builder configuration for the Kora desktop app (found by name: `electron-builder.cjs`
 * next to package.json, which therefore has no "build" key). A script rather than JSON because the
 * update feed and the signing requirements come from the environment of the machine that builds:
 *
 *   KORA_UPDATE_URL        https base URL of the generic update feed (latest*.yml + installers);
 *                          unset → no publish config, no app-update.yml, the app never checks
 *   KORA_REQUIRE_SIGNING=1 release build: fail unless the platform's signing (and on macOS the
 *                          notarisation) credentials are present
 *   CSC_LINK / CSC_KEY_PASSWORD (or WIN_CSC_LINK / WIN_CSC_KEY_PASSWORD, CSC_NAME on macOS)
 *                          read by electron-builder itself to sign
 *   APPLE_API_KEY + APPLE_API_KEY_ID + APPLE_API_ISSUER, or APPLE_ID + APPLE_APP_SPECIFIC_PASSWORD
 *                          + APPLE_TEAM_ID, or APPLE_KEYCHAIN + APPLE_KEYCHAIN_PROFILE
 *                          read by electron-builder's @electron/notarize step (mac.notarize)
 *
 * Identity (appId, productName, the kora scheme) must equal src/core/identity.ts;
 * src/packaging.test.ts checks that and validates this file with electron-builder's own schema.
 */
"use strict";

const PRODUCT_NAME = "Kora";
const PROTOCOL = "kora";

/** The update feed from KORA_UPDATE_URL: an https URL without credentials, or null when unset. */
function updateFeedUrl(env) {
  const raw = (env.KORA_UPDATE_URL || "").trim();
  if (raw === "") return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`KORA_UPDATE_URL "${raw}" is not a URL`);
  }
  // Linux AppImages and debs are installed without a signature check: only TLS protects them.
  if (url.protocol !== "https:") throw new Error(`KORA_UPDATE_URL must use https (got "${raw}")`);
  if (url.username || url.password || url.search || url.hash) {
    throw new Error("KORA_UPDATE_URL must be a plain https folder URL, without credentials, query or fragment");
  }
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

const NOTARY_CREDENTIALS = [
  ["APPLE_API_KEY", "APPLE_API_KEY_ID", "APPLE_API_ISSUER"],
  ["APPLE_ID", "APPLE_APP_SPECIFIC_PASSWORD", "APPLE_TEAM_ID"],
  ["APPLE_KEYCHAIN", "APPLE_KEYCHAIN_PROFILE"],
];

/** For KORA_REQUIRE_SIGNING=1: what is missing to sign (and notarise) for `platform`, or null. */
function missingSigning(env, platform) {
  const has = (name) => Boolean(env[name]?.trim());
  if (platform === "win32" && !has("WIN_CSC_LINK") && !has("CSC_LINK")) return "WIN_CSC_LINK or CSC_LINK (a .pfx/.p12 certificate)";
  if (platform === "darwin") {
    if (!has("CSC_LINK") && !has("CSC_NAME")) return "CSC_LINK or CSC_NAME (a Developer ID Application certificate)";
    if (!NOTARY_CREDENTIALS.some((set) => set.every(has)))
      return `notarisation credentials (${NOTARY_CREDENTIALS.map((set) => set.join(" + ")).join(", or ")})`;
  }
  return null;
}

/** The whole configuration for the given environment. */
function createConfig(env = process.env, platform = process.platform) {
  const requireSigning = env.KORA_REQUIRE_SIGNING === "1";
  if (requireSigning) {
    const missing = missingSigning(env, platform);
    if (missing) throw new Error(`KORA_REQUIRE_SIGNING=1 but ${missing} is not set`);
  }
  const feed = updateFeedUrl(env);
  return {
    appId: "app.kora.desktop",
    productName: PRODUCT_NAME,
    copyright: `Copyright © ${PRODUCT_NAME}`,
    directories: { output: "release", buildResources: "build-resources" },
    files: ["dist/**/*.js", "!dist/**/*.test.js", "static/**/*", "package.json"],
    // better-sqlite3 is a native module: rebuilt for Electron's ABI (prebuilt binaries when they
    // exist) and kept outside app.asar, from where a .node file cannot be loaded.
    npmRebuild: true,
    buildDependenciesFromSource: false,
    asar: true,
    asarUnpack: ["**/*.node"],
    // The feed goes into the app (read by src/main/updates.ts) as well as into app-update.yml.
    extraMetadata: { koraUpdateFeed: feed },
    protocols: [{ name: PRODUCT_NAME, schemes: [PROTOCOL] }],
    icon: "static/icon.png",
    forceCodeSigning: requireSigning,
    publish: feed ? [{ provider: "generic", url: feed, channel: "latest" }] : null,
    linux: {
      target: ["deb", "AppImage"],
      category: "Office",
      executableName: "kora",
      synopsis: "Kora for advisors: sessions, bookings and notifications all day",
    },
    deb: {
      // The tray uses AppIndicator; secrets go to the desktop keyring (safeStorage).
      recommends: ["libappindicator3-1", "gnome-keyring"],
    },
    mac: {
      // The dmg installs; the zip is what electron-updater (Squirrel.Mac) downloads to update.
      target: ["dmg", "zip"],
      category: "public.app-category.business",
      hardenedRuntime: true,
      gatekeeperAssess: false,
      entitlements: "build-resources/entitlements.mac.plist",
      entitlementsInherit: "build-resources/entitlements.mac.plist",
      // @electron/notarize runs after signing when the APPLE_* credentials are in the environment.
      notarize: true,
      extendInfo: {
        NSCameraUsageDescription: "Kora uses your camera for video sessions with learners.",
        NSMicrophoneUsageDescription: "Kora uses your microphone for video sessions with learners.",
      },
    },
    dmg: { sign: false },
    win: {
      target: "nsis",
      // Updates are installed only when signed by the same publisher as the running app.
      verifyUpdateCodeSignature: true,
    },
    nsis: {
      oneClick: false,
      perMachine: false,
      allowToChangeInstallationDirectory: true,
      deleteAppDataOnUninstall: false,
    },
    electronFuses: {
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    },
  };
}

// electron-builder calls an exported function; the helpers ride along for the tests.
module.exports = () => createConfig(process.env, process.platform);
module.exports.createConfig = createConfig;
module.exports.updateFeedUrl = updateFeedUrl;
