// The reference's production build. `@shell` is the folder bench/reference-build.ts writes from our built pages
// (header, footer, home sections, stylesheet), so both sites show the same texts and pictures.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const shell = process.env.REFERENCE_SHELL;
if (!shell) throw new Error('REFERENCE_SHELL is not set: build through bench/side-by-side.ts');

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  // JSX through esbuild: @vitejs/plugin-react adds only Fast Refresh, which a production build does not ship.
  esbuild: { jsx: 'automatic' },
  resolve: { alias: { '@shell': shell } },
  build: {
    outDir: process.env.REFERENCE_OUT,
    emptyOutDir: true,
    target: 'es2020',
    // Our stylesheet and pictures are served beside the build; only its own files go in assets/.
    assetsDir: 'app',
  },
});
