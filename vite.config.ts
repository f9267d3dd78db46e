import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './scripts/lib/brand';

/**
 * Everything a learner needs offline is precached: the shell, every route chunk and every
 * language's strings, so switching language or opening any route works without a network.
 */
export const PRECACHE_GLOBS = ['**/*.{js,css,html,svg,png,ico,webmanifest,json,txt}'];

export default defineConfig({
  plugins: [
    react(),
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
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-budget.ts walks this to find what a first visit to / downloads.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes less often than the app: its own long-lived cache entry.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 2 },
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
