import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './scripts/lib/brand';
import { deferEntryScripts } from './scripts/lib/defer-entry-scripts';
import { inlineEntryCss } from './scripts/lib/inline-entry-css';
import { precompress } from './scripts/lib/precompress';
import { startLoaderLanguage } from './scripts/lib/start-loader-language';
import { PACK_EXTENSION, PACK_MIME_TYPE } from './contract/course-pack';
import { SHARE_TARGET_PATH } from './src/data/packs/shared-pack';

/**
 * Everything a learner needs offline is precached: the shell, every route chunk and every
 * language's strings, so switching language or opening any route works without a network.
 */
export const PRECACHE_GLOBS = ['**/*.{js,css,html,svg,png,ico,webmanifest,json,txt}'];

export default defineConfig({
  plugins: [
    react(),
    inlineEntryCss(),
    deferEntryScripts(),
    startLoaderLanguage(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The icons are already matched by PRECACHE_GLOBS.
      includeManifestIcons: false,
      // src/lib/sw-bridge.ts registers the worker after the first render, with workbox-window.
      injectRegister: false,
      injectManifest: {
        globPatterns: PRECACHE_GLOBS,
        // The build manifest is for the budget script; the robots file is for crawlers, not learners.
        // The web app manifest is added by the plugin itself.
        globIgnores: ['.vite/**', 'robots.txt', 'manifest.webmanifest'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Agri Academy',
        short_name: 'Agri Academy',
        description:
          'Online agricultural training for adults in Morocco and Africa: courses, quizzes and recognised certificates, even offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND.green,
        background_color: BRAND.paper,
        lang: 'en',
        // The manifest type lacks 'auto', which the W3C spec allows: each language sets its own direction.
        dir: 'auto' as 'ltr',
        categories: ['education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Course packs shared from another phone open the import screen (sw/share-target.ts).
        share_target: {
          action: SHARE_TARGET_PATH,
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: 'pack', accept: [PACK_EXTENSION, PACK_MIME_TYPE, 'application/x-tar', 'application/octet-stream'] }] },
        },
      },
    }),
    // Last: the worker and its precache list are written by then.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-budget.ts walks this to find what a first visit to / downloads.
    manifest: true,
    target: 'es2022',
    modulePreload: {
      // The data layer (outbox, catalogue mirror) is background work main.tsx starts after the first screen:
      // preloading its dependencies inserted a dozen <link rel=modulepreload> in one 25–75 ms task just as
      // the page became usable. They load as the browser discovers them instead. (`file` is the chunk being
      // imported; routes that need the data layer still preload it with their own dependencies.)
      resolveDependencies: (file, dependencies) => (/(^|\/)data-[\w-]+\.js$/.test(file) ? [] : dependencies),
    },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes less often than the app: long-lived cache entries. React and the router
            // are two files so a first visit fetches them side by side (measured: LCP 0.1–0.2 s sooner).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 2 },
            // ky, the HTTP client: loaded by the first request (src/lib/api.ts), not before a rendered catalogue
            // page hydrates. In `common` it was 3.7 of that file's 13.9 KB (brotli, as sent) on a 2G first visit.
            { name: 'http', test: /node_modules[\\/]ky[\\/]/, priority: 2 },
            // Everything else the entry imports statically is one file with it, not six small ones that cost a
            // request each before the first screen (measured: LCP 2.8 → 2.6 s in Lighthouse's simulation).
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The offline data layer (Dexie, the outbox, the sync engine) starts after the first screen as one
            // download instead of twenty small ones: on 2G every request costs a round trip. Sign-in and the
            // credential copy stay out of it: the login page and the session check need them without the rest.
            // So does the device id: the chat widget, on every page, sends it, and with it in this group the
            // widget fetched and ran all 41 KB of the data layer (a 172 ms task in Lighthouse's trace of /).
            {
              name: 'data',
              test: /[\\/]src[\\/]data[\\/](?!sign-in\.ts|credential-copy\.ts|outbox[\\/]device-id\.ts)|node_modules[\\/]dexie(-react-hooks)?[\\/]/,
              priority: 1,
              // Only the data layer itself: what it shares with the shell (contract, lib) stays where it was.
              includeDependenciesRecursively: false,
            },
            // What only signed-in and staff screens share (their contracts, tables, dialogs, sign-in): out of
            // `common`, which the public catalogue pages must load before they hydrate. Measured on 2G: the
            // pages fetched 20.1 KB (brotli) of `common`, 55 KB of its 137 KB (unminified) being these.
            // scripts/check-budget.ts fails when a public page's static graph reaches this file again.
            // A contract module that builds valibot schemas when it loads belongs here or in `forms`, never
            // in `common`: `forms` reads `common`, so `common` reading `forms` back is a cycle that
            // runs `forms` first and leaves contract/problem.ts without its error codes.
            {
              name: 'account',
              test: /[\\/]contract[\\/](editor|payments|study|course-pack|exam|exam-rules|chat|users|sync|media-library|outbox|seeded-random|watched-intervals)\.ts$|[\\/]src[\\/](ui|domain-ui)[\\/](responsive-table|payment-status|pack-on-phone|my-payments|dialog|rendition-picker|progress-bar)\.|[\\/]src[\\/]lib[\\/](rendition-choice|download-file|use-learner-session)\.ts$|[\\/]src[\\/]data[\\/](sign-in|credential-copy|outbox[\\/]device-id)\.ts$|node_modules[\\/]idb-keyval[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // valibot, the schemas and the form stack: out of `common`, which the public catalogue pages load
            // before they hydrate for a few helpers (a button, the pager, a price). Measured on 2G: /courses
            // fetched 6.6 KB (brotli) of schemas it never ran. A course page loads them with its subscription
            // form, after it hydrates. scripts/check-budget.ts fails when a public page pulls them in again.
            {
              name: 'forms',
              test: /node_modules[\\/]valibot[\\/]|[\\/]contract[\\/](auth|catalogue|field-errors|health|pagination|problem|site|text|translatable)\.ts$|[\\/]src[\\/](lib[\\/](use-schema-form|form-failure)\.ts$|(ui|domain-ui)[\\/](register-fields|field|new-password-fields)\.tsx$)/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The small shared modules the entry does not load (the contract, the API client, lib and ui
            // helpers) were one file each, 100 B to 6 KB: /courses asked for
            // 29 files and a course page for 37, which over HTTP/1.1's six connections on 2G queued behind the
            // large ones (the last began 7.2 s into a visit). One shared file instead: /courses 8 files,
            // hydrated 8.4 → 7.4 s on 2G (bench medians, with the page's strings preloaded); a route that needs a few of them loads ~5 KB more than it did. Not
            // first-screen strings (one language's each) nor use-user-db, which would pull the data layer in.
            {
              name: 'common',
              test: /[\\/](contract|src[\\/](ui|lib|api))[\\/](?!first-screen-strings|use-user-db)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  preview: {
    port: 4173,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
