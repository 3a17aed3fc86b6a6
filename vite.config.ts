import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';

/**
 * Rewrites `import { Button } from '@mui/material'` to `import Button from '@mui/material/Button'`.
 * Through the barrel, the bundler puts every MUI component any screen uses into one chunk that
 * the first page must load; imported one by one, each lands with the screens that use it.
 */
function muiDirectImports(): Plugin {
  const fromStyles = new Set(['ThemeProvider', 'createTheme', 'alpha', 'useTheme', 'styled']);
  return {
    name: 'mui-direct-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes("'@mui/material'")) return null;
      const out = new MagicString(code);
      for (const match of code.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mui\/material';/g)) {
        const direct = match[1]
          .split(',')
          .map((spec) => spec.trim())
          .filter(Boolean)
          .map((spec) => {
            if (spec.startsWith('type ')) return `import type { ${spec.slice(5)} } from '@mui/material';`;
            const [name, alias = name] = spec.split(/\s+as\s+/);
            return fromStyles.has(name) ? `import { ${name} as ${alias} } from '@mui/material/styles';` : `import ${alias} from '@mui/material/${name}';`;
          });
        out.overwrite(match.index, match.index + match[0].length, direct.join(' '));
      }
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}

export default defineConfig({
  root: 'web',
  envDir: '..',
  plugins: [muiDirectImports(), relay, react({ jsxImportSource: '@emotion/react' })],
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
