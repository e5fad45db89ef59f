import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev -w @tm/web` next to a running server: the API stays on its port.
    proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change least often: one long-cached chunk every page shares.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
