import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server renderer: src/entry-server.tsx built for Node into dist-server/, loaded by
 * server/lib/ssr/ssr-page.ts. Stylesheets are the browser build's. Dependencies are bundled with React's
 * production build: the academy's server runs without NODE_ENV, and React's development build renders
 * about ten times slower (measured: 225 ms against 20 ms for `/`).
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
  },
});
