import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { consentGiven } from './tests/e2e/consent-given';
import { DEFAULT_FEATURES } from './app/http/features';

// One shop for the whole run: `npm start` on free ports with a fresh database. The values go into the
// environment so that Playwright's worker processes, which load this file again, see the same ones.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_API_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
// The `recorded-icm` project's shop, against the stand-in ICM serving recorded answers.
process.env.E2E_RECORDED_PORT ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_ICM_PORT ??= String(Number(process.env.E2E_PORT) + 3);
const RECORDED_ICM_SPEC = /recorded-icm\.spec\.ts$/;
// The `sso-js`/`sso-no-js` projects' shop, configured for a local OpenID provider (decision 014).
process.env.E2E_SSO_PORT ??= String(Number(process.env.E2E_PORT) + 4);
process.env.E2E_SSO_API_PORT ??= String(Number(process.env.E2E_PORT) + 5);
process.env.E2E_OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 6);
process.env.E2E_SSO_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-sso-'));
const SSO_SPEC = /single-sign-on\.spec\.ts$/;
// The `consent-version` project's shop: a raised cookie consent version, over the first shop's API.
process.env.E2E_CONSENT_PORT ??= String(Number(process.env.E2E_PORT) + 7);
const CONSENT_VERSION_SPEC = /cookie-consent-version\.spec\.ts$/;
// The `extra-js`/`extra-no-js` projects' shop: extra configuration and trust badge on, over the first shop's API.
process.env.E2E_EXTRA_PORT ??= String(Number(process.env.E2E_PORT) + 8);
const EXTRA_SPEC = /extra-configuration\.spec\.ts$/;
// The storefront editor of the preview bridge's spec: a page the spec serves itself on this port, whose
// origin the first shop lets frame it (PREVIEW_EDITOR_ORIGIN).
process.env.E2E_EDITOR_PORT ??= String(Number(process.env.E2E_PORT) + 10);
// The first shop's tag manager (feature tracking): a port nobody serves; tests/e2e/analytics.spec.ts answers its script.
process.env.E2E_TAG_MANAGER_ORIGIN ??= `http://127.0.0.1:${Number(process.env.E2E_PORT) + 9}`;

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, on CI either: a test that needs a second attempt to pass is a defect to fix, not a pass.
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${process.env.E2E_PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    // Consent already given, so the cookie banner covers nothing the flows click (tests/e2e/consent-given.ts).
    storageState: consentGiven,
  },
  projects: [
    { name: 'js', testIgnore: [RECORDED_ICM_SPEC, SSO_SPEC, CONSENT_VERSION_SPEC, EXTRA_SPEC], use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    { name: 'no-js', testIgnore: [RECORDED_ICM_SPEC, SSO_SPEC, CONSENT_VERSION_SPEC, EXTRA_SPEC], use: { ...devices['Desktop Chrome'], javaScriptEnabled: false } },
    {
      name: 'sso-js',
      testMatch: SSO_SPEC,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: true, baseURL: `http://localhost:${process.env.E2E_SSO_PORT}` },
    },
    {
      name: 'sso-no-js',
      testMatch: SSO_SPEC,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, baseURL: `http://localhost:${process.env.E2E_SSO_PORT}` },
    },
    // JavaScript on and off within the spec.
    {
      name: 'recorded-icm',
      testMatch: RECORDED_ICM_SPEC,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${process.env.E2E_RECORDED_PORT}` },
    },
    {
      name: 'extra-js',
      testMatch: EXTRA_SPEC,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: true, baseURL: `http://localhost:${process.env.E2E_EXTRA_PORT}` },
    },
    {
      name: 'extra-no-js',
      testMatch: EXTRA_SPEC,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, baseURL: `http://localhost:${process.env.E2E_EXTRA_PORT}` },
    },
    // Without JavaScript: the banner is the server's answer.
    {
      name: 'consent-version',
      testMatch: CONSENT_VERSION_SPEC,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, baseURL: `http://localhost:${process.env.E2E_CONSENT_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'npm start',
      url: `http://localhost:${process.env.E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: process.env.E2E_PORT,
        COMMERCE_API_PORT: process.env.E2E_API_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        // One storefront process: the cores go to the browsers, and a failure has one log to read.
        WEB_CONCURRENCY: '1',
        // The store finder's map: tiles from a port nobody serves (the specs look at markers, not tiles).
        MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Test tiles',
        PREVIEW_EDITOR_ORIGIN: `http://127.0.0.1:${process.env.E2E_EDITOR_PORT}`,
        // Tracking on, for visitors who accept it (the other specs' browsers accept only required cookies).
        FEATURES: [...DEFAULT_FEATURES, 'tracking'].join(','),
        GTM_ID: 'GTM-E2ETEST',
        GTM_SCRIPT_URL: `${process.env.E2E_TAG_MANAGER_ORIGIN}/gtm.js`,
      },
    },
    {
      // The stand-in in the background, then the shop pointed at it (ICM_BASE_URL: no bundled API).
      command: `PORT=${process.env.E2E_ICM_PORT} npx tsx tests/support/icm-stand-in.ts & npm start`,
      url: `http://localhost:${process.env.E2E_RECORDED_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: process.env.E2E_RECORDED_PORT,
        ICM_BASE_URL: `http://127.0.0.1:${process.env.E2E_ICM_PORT}/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-`,
        DATA_DIR: process.env.E2E_DATA_DIR,
        WEB_CONCURRENCY: '1',
      },
    },
    {
      // The OpenID test provider in the background, then the shop configured for it.
      command: `OIDC_PORT=${process.env.E2E_OIDC_PORT} OIDC_REDIRECT_ORIGIN=http://localhost:${process.env.E2E_SSO_PORT} npx tsx tests/support/oidc-test-provider.ts & npm start`,
      url: `http://localhost:${process.env.E2E_SSO_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: process.env.E2E_SSO_PORT,
        PUBLIC_URL: `http://localhost:${process.env.E2E_SSO_PORT}`,
        COMMERCE_API_PORT: process.env.E2E_SSO_API_PORT,
        DATA_DIR: process.env.E2E_SSO_DATA_DIR,
        SSO_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
        SSO_CLIENT_ID: 'inspired-shop',
        WEB_CONCURRENCY: '1',
      },
    },
    {
      // A second storefront of the first shop's API (no API of its own), asking for consent version 2.
      command: 'npm start',
      url: `http://localhost:${process.env.E2E_CONSENT_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: process.env.E2E_CONSENT_PORT,
        ICM_BASE_URL: `http://127.0.0.1:${process.env.E2E_API_PORT}/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-`,
        DATA_DIR: process.env.E2E_DATA_DIR,
        COOKIE_CONSENT_VERSION: '2',
        WEB_CONCURRENCY: '1',
      },
    },
    {
      // A storefront of the first shop's API with the extra configuration and the trust badge on.
      command: 'npm start',
      url: `http://localhost:${process.env.E2E_EXTRA_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: process.env.E2E_EXTRA_PORT,
        ICM_BASE_URL: `http://127.0.0.1:${process.env.E2E_API_PORT}/INTERSHOP/rest/WFS/inSPIRED-inTRONICS-Site/-`,
        DATA_DIR: process.env.E2E_DATA_DIR,
        FEATURES: [...DEFAULT_FEATURES, 'extraConfiguration', 'trustbadge'].join(','),
        WEB_CONCURRENCY: '1',
      },
    },
  ],
});
