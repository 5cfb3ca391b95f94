import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// SF_DIST lets parallel work build into its own folder (default dist/); the API serves <dist>/client.
const distRoot = process.env.SF_DIST ?? 'dist';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: `${distRoot}/client`,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3001',
      '/sitemap.xml': 'http://localhost:3001',
      '/robots.txt': 'http://localhost:3001',
    },
  },
});
