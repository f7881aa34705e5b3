import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.CONSOLE_API_URL ?? 'http://localhost:8080';
const proxied = ['/api', '/graphql', '/graphql-java', '/sso', '/ums', '/1v1api', '/data', '/healthz', '/files'];

// One index.html serves every first path segment (`/{subjectKey}/` and `/login/`): asset URLs are
// absolute (`base: '/'`) so they resolve the same under any segment.
//
// Dev server: the hoisted @vitejs/plugin-react imports the repository root's `vite` (v8, brought by
// vitest) and takes the rolldown fast-refresh path, which this app's vite 7 cannot run ("Missing field
// moduleType"). So `vite` (serve) runs without the plugin: esbuild compiles the JSX (tsconfig
// `react-jsx`) and an edit reloads the page instead of fast-refreshing it. Builds use the plugin.
export default defineConfig(({ command }) => ({
  base: '/',
  plugins: command === 'build' ? [react()] : [],
  esbuild: { jsx: 'automatic' },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: false, ws: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: false }])),
  },
  appType: 'spa',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    sourcemap: false,
    rollupOptions: {
      // The domain package is pure data and functions: a module of it whose exports are unused is
      // dropped. Without this, the zod schemas of validation.ts (evaluated at import) would pull zod
      // into the first chunk of every page.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) },
    },
  },
}));
