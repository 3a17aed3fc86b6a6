import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

export default defineConfig({
  root: 'web',
  envDir: '..',
  plugins: [relay, react({ jsxImportSource: '@emotion/react' })],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
    },
  },
});
