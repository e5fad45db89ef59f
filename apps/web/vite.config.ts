import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdZeroRuntimeStyles } from './scripts/antd-zero-runtime-styles';

export default defineConfig({
  plugins: [react(), antdZeroRuntimeStyles()],
  server: {
    // `npm run dev -w @tm/web` next to a running server: the API stays on its port.
    proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: what each page loads, read by scripts/bundle-budget.mjs.
    manifest: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // antd's helper packages declare no `sideEffects`, so a module of theirs stayed in the
        // bundle once anything imported its package (the form engine on pages without a form).
        // They have no import-time effects a page relies on: unused modules are dropped.
        moduleSideEffects: [
          {
            test: /node_modules\/(@rc-component|@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color)|@babel\/runtime)\//,
            sideEffects: false,
          },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // React and the router change least often: one long-cached chunk every page shares.
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            // What the entry imports statically, in one chunk rather than a dozen small shared ones.
            { name: 'initial', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
