import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * Compiles `graphql` tags to imports of the Relay artifacts (babel-plugin-relay), and nothing else.
 * vite-plugin-relay ran Babel with the project's babel.config.json, which is Jest's: preset-env for
 * Node turned every file holding a graphql tag into CommonJS, so the bundler could neither
 * tree-shake nor split what those files import (the CommonJS builds of icons and of the router
 * landed whole in the first page). Here Babel only parses TypeScript and JSX and keeps ES modules.
 */
function relayTags(): Plugin {
  return {
    name: 'relay-tags',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('graphql`')) return null;
      const out = await transformAsync(code, {
        filename: id,
        configFile: false,
        babelrc: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['relay', { artifactDirectory: './web/__generated__', eagerEsModules: true }]],
      });
      if (!out?.code) throw new Error(`relay-tags: could not compile the graphql tags of ${id}`);
      return { code: out.code, map: out.map };
    },
  };
}

/**
 * dist/web/landing.html: index.html with the landing page's first screen (web/landing-shell.html)
 * already in #root, so / paints before its scripts arrive (the server sends it for / only); and
 * dist/web/index.html with the shell's top bar alone, for every other screen.
 */
async function writeLandingShell(outDir: string) {
  const shell = await readFile(fileURLToPath(new URL('./web/landing-shell.html', import.meta.url)), 'utf8');
  const hero = await readFile(fileURLToPath(new URL('./web/screens/Landing/components/Hero.tsx', import.meta.url)), 'utf8');
  const words = (text: string) =>
    text
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  for (const [, text] of shell.matchAll(/<(?:h1|p)[^>]*>([^<]+)</g)) {
    if (!words(hero).includes(words(text))) throw new Error(`web/landing-shell.html says "${text}", which Hero.tsx no longer does: bring them in step`);
  }
  const style = shell.match(/<style>[\s\S]*<\/style>/)![0];
  const body = shell.slice(shell.indexOf('</style>') + '</style>'.length).trim();
  const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to put the landing shell in');
  // The landing screen's chunk is fetched with the framework instead of after it has run.
  const landing = (await readdir(path.join(outDir, 'assets'))).find((file) => /^LandingRoute-[\w-]+\.js$/.test(file));
  const preload = landing ? `<link rel="modulepreload" crossorigin href="/assets/${landing}">\n` : '';
  await writeFile(
    path.join(outDir, 'landing.html'),
    index.replace('</head>', `${preload}${style}\n</head>`).replace('<div id="root"></div>', `<div id="root">${body}</div>`),
  );
  // Every other screen (index.html) paints the top bar at once too, before the scripts have run
  // (a signed-in screen's first paint waited for the framework, the session and the first render).
  const bar = body.match(/<header class="shell-bar">[\s\S]*?<\/header>/)?.[0];
  if (!bar) throw new Error('web/landing-shell.html has no <header class="shell-bar"> for the other screens');
  await writeFile(
    path.join(outDir, 'index.html'),
    index.replace('</head>', `${style}\n</head>`).replace('<div id="root"></div>', `<div id="root">${bar}</div>`),
  );
}

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, once,
 * at build time; the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing each response on the fly at a low quality. Brotli at 11 is about a fifth smaller
 * than gzip for our JavaScript, and browsers ask for it (scripts/check-weight.ts measures it).
 */
export const PRECOMPRESSED = /\.(js|css|html|svg|json|txt|webmanifest)$/;
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await writeLandingShell(outDir);
      const files = (await readdir(outDir, { recursive: true })).filter((file) => PRECOMPRESSED.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(path.join(outDir, file));
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          };
          // Small files too (the runtime, a query's artifact): a copy is written whenever it is smaller.
          const [brotli, gzipped] = await Promise.all([br(body, { params }), gz(body, { level: 9 })]);
          if (brotli.length < body.length) await writeFile(path.join(outDir, `${file}.br`), brotli);
          if (gzipped.length < body.length) await writeFile(path.join(outDir, `${file}.gz`), gzipped);
        }),
      );
    },
  };
}

/**
 * Relay ships CommonJS, so its index files bring every module they require into the first page,
 * used or not. These are not used by the app nor by react-relay's hooks (checked by grep against
 * relay 21; the web unit tests and the browser suite run the rest): their require becomes `{}`.
 */
const RELAY_UNUSED: Record<string, string[]> = {
  'relay-runtime/lib/index.js': [
    './experimental', // observeFragment, waitForFragmentData, isErrorResult: experimental APIs
    './store/NormalizationEngine', // with the experimental graph response transform
    './store/createFragmentSpecResolver', // the legacy containers' resolver
    './network/RelayQueryResponseCache',
    './query/fetchQuery_DEPRECATED',
    './mutations/applyOptimisticMutation',
    './util/createPayloadFor3DField',
  ],
  'react-relay/lib/hooks.js': [
    './relay-hooks/EntryPointContainer.react',
    './relay-hooks/loadEntryPoint',
    './relay-hooks/useEntryPointLoader',
    './relay-hooks/useMutationAction_EXPERIMENTAL',
    './relay-hooks/useSubscribeToInvalidationState',
  ],
  // RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is on by default in Relay 21 (the app never
  // changes the flags): the _EXPERIMENTAL implementation runs, the _CURRENT one never does.
  'react-relay/lib/relay-hooks/useFragmentInternal.js': ['./useFragmentInternal_CURRENT'],
};
function relayUnused(): Plugin {
  return {
    name: 'relay-unused',
    apply: 'build',
    transform(code, id) {
      const file = Object.keys(RELAY_UNUSED).find((key) => id.replaceAll('\\', '/').endsWith(`/node_modules/${key}`));
      if (!file) return null;
      let out = code;
      for (const request of RELAY_UNUSED[file]) {
        const call = [`require('${request}')`, `require("${request}")`].find((form) => out.includes(form));
        if (!call) throw new Error(`relay-unused: ${file} no longer requires ${request}; check the list against this Relay version`);
        out = out.replace(call, '{}');
      }
      return { code: out, map: null };
    },
  };
}

/**
 * MUI's createTheme and ThemeProvider each carry the CSS-variables implementation (color schemes,
 * InitColorSchemeScript, CssVarsProvider) beside the plain one, and choose at run time. This app's
 * theme sets neither `cssVariables` nor `colorSchemes`, so createTheme always returns
 * createThemeNoVars(options) and ThemeProvider always renders ThemeProviderNoVars: inside MUI's
 * styles, those two modules resolve to the plain implementations. (theme.ts would have to drop
 * this if it ever turns CSS variables on.)
 */
function muiWithoutCssVars(): Plugin {
  const plain: Record<string, string> = { './createTheme.mjs': 'createThemeNoVars.mjs', './ThemeProvider.mjs': 'ThemeProviderNoVars.mjs' };
  return {
    name: 'mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !(source in plain) || !/[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+\.mjs$/.test(importer)) return null;
      return path.join(path.dirname(importer), plain[source]);
    },
  };
}

/** The libraries every page runs before it shows anything (the `framework` chunk group). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-transition-group|@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|colors|utils|internal|transitions|zero-styled|GlobalStyles|DefaultPropsProvider|useLazyRipple|ButtonBase|Button|Typography|Box|Container|Stack|CssBaseline|SvgIcon|Paper|AppBar|Toolbar|Link|Alert|IconButton|CircularProgress|Divider)|stylis|react-is|hoist-non-react-statics|@babel[\\/]runtime|relay-runtime|react-relay|fbjs|invariant|clsx)[\\/]/;

/**
 * The module graph the chunk groups below need, read once the build has parsed every module:
 * what the entry imports statically (every page runs it), and what each first screen (/ and
 * /login) imports statically beyond that.
 */
const firstScreens = { landing: new Set<string>(), login: new Set<string>(), shell: new Set<string>(), any: new Set<string>(), daily: new Set<string>() };
const FIRST_SCREENS = { landing: '/web/screens/Landing/LandingRoute.tsx', login: '/web/screens/Login/LoginRoute.tsx' };
/** The signed-in screens a learner opens every day: what their first render imports from elsewhere comes in one chunk. */
const DAILY_SCREENS = ['/web/screens/Dashboard/DashboardRoute.tsx', '/web/screens/Practice/PracticeRoute.tsx', '/web/screens/Exam/ExamRoute.tsx'];
function firstScreenGraph(): Plugin {
  return {
    name: 'first-screen-graph',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[], stop: Set<string>) => {
        const seen = new Set<string>();
        const queue = [...roots];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id) || stop.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      firstScreens.shell = closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        new Set(),
      );
      // The route queries' artifacts, which the shell imports on its own to start a query at once,
      // stay small chunks of their own.
      const stop = new Set(firstScreens.shell);
      for (const id of firstScreens.shell)
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) if (target.includes('/__generated__/')) stop.add(target);
      for (const screen of ['landing', 'login'] as const) {
        const root = ids.find((id) => id.replaceAll('\\', '/').endsWith(FIRST_SCREENS[screen]));
        if (!root) throw new Error(`first-screen-graph: no module ${FIRST_SCREENS[screen]}`);
        firstScreens[screen] = closure([root], stop);
      }
      firstScreens.any = new Set([...firstScreens.shell, ...firstScreens.landing, ...firstScreens.login]);
      for (const screen of DAILY_SCREENS) {
        const root = ids.find((id) => id.replaceAll('\\', '/').endsWith(screen));
        if (!root) throw new Error(`first-screen-graph: no module ${screen}`);
        for (const id of closure([root], new Set([...stop, ...firstScreens.any]))) firstScreens.daily.add(id);
      }
    },
  };
}
/** A module of the screen's own folder stays in the screen's chunk. */
const ownFolder = (id: string, folder: string) => id.replaceAll('\\', '/').includes(`/web/screens/${folder}/`);

export default defineConfig({
  root: 'web',
  envDir: '..',
  plugins: [
    firstScreenGraph(),
    muiDirectImports(),
    muiWithoutCssVars(),
    relayTags(),
    relayUnused(),
    react({ jsxImportSource: '@emotion/react' }),
    precompress(),
  ],
  resolve: {
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs before it shows anything: one file, compressed as a whole.
              name: 'framework',
              // Only the libraries a first page imports (the pattern also matches parts of them only
              // later screens use); the modules both first screens import come with it.
              test: (id) =>
                (FRAMEWORK.test(id) && firstScreens.any.has(id)) ||
                id === '\0vite/preload-helper.js' ||
                (firstScreens.landing.has(id) && firstScreens.login.has(id)),
            },
            {
              // The shell's own modules stay in the entry chunk (errorReporting and the request
              // errors were a small chunk apart, shared with lazy chunks).
              name: 'shell',
              test: (id) => firstScreens.shell.has(id) && !id.includes('node_modules'),
            },
            {
              // What the landing screen imports from elsewhere (chips, lists, the radio group, plan
              // names...): one chunk instead of a dozen small ones, each with its own request and
              // headers; a later screen that shares one of them loads the rest too.
              name: 'landing-shared',
              test: (id) => firstScreens.landing.has(id) && !ownFolder(id, 'Landing'),
            },
            {
              name: 'login-shared',
              test: (id) => firstScreens.login.has(id) && !ownFolder(id, 'Login'),
            },
            {
              // What the daily signed-in screens (dashboard, practice, exam) import statically from
              // elsewhere: one chunk instead of a score of small ones (MUI's fields, menus, dialogs,
              // shared views), which the page could fetch only six at a time over HTTP/1.1, one
              // round trip per six, before the screen's first render. A screen loads a few KiB the
              // others use; what any of them imports lazily (the dashboard's chart) stays apart.
              name: 'daily-shared',
              test: (id) => firstScreens.daily.has(id) && !['Dashboard', 'Practice', 'Exam'].some((folder) => ownFolder(id, folder)),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      // The API guide is a page the server renders (graph/http/docs.ts).
      '/docs/api': 'http://localhost:3000',
    },
  },
});
