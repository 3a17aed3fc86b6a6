/**
 * What vite.config.ts's hand-written plugins promise of the web build, checked on a real build
 * (into a temporary folder): the chunk groups hold the modules they are meant to hold, the modules
 * left out of Relay's and MUI's index files stay out, and the build writes the landing shell and
 * the compressed copies. Each chunk's source map names the modules it holds.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
const ROOT = path.resolve(import.meta.dirname, '../..');
// `npm run validate` builds before the tests and names its build here (TEST_WEB_BUILD=dist/web), so
// the same build is not made twice; on its own the file builds into a temporary folder.
const given = process.env.TEST_WEB_BUILD ? path.resolve(ROOT, process.env.TEST_WEB_BUILD) : undefined;
const outDir = given ?? mkdtempSync(path.join(tmpdir(), 'cissp-web-build-'));
/** Each JavaScript chunk by its group (the file name before the hash), with its modules. */
const chunks = new Map<string, string[]>();
const chunk = (group: string) => {
  const modules = chunks.get(group);
  if (!modules) throw new Error(`no chunk ${group}-*.js in the build (chunks: ${[...chunks.keys()].join(', ')})`);
  return modules;
};
const everyModule = () => [...chunks.values()].flat();

beforeAll(async () => {
  if (!given) {
    await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: ROOT,
      timeout: 5 * 60_000,
    });
  }
  const assets = path.join(outDir, 'assets');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
    const sources: string[] = JSON.parse(readFileSync(path.join(assets, file), 'utf8')).sources;
    chunks.set(
      file.replace(/-[\w-]{8}\.js\.map$/, ''),
      sources.map((source) => source.replaceAll('\\', '/')),
    );
  }
}, 5 * 60_000);

afterAll(() => {
  if (!given) rmSync(outDir, { recursive: true, force: true });
});

describe('the web build (vite.config.ts)', () => {
  it('puts the libraries every first page runs in the framework chunk, and no screen', () => {
    const framework = chunk('framework');
    for (const library of ['/react-dom/', '/relay-runtime/', '/react-relay/', '/@emotion/react/', '/react-router/', '/@mui/material/Button/'])
      expect(framework.some((id) => id.includes(library))).toBe(true);
    expect(framework.filter((id) => id.includes('/web/screens/'))).toEqual([]);
  });

  it("keeps the shell's own modules in the entry chunk", () => {
    const entry = chunk('index');
    for (const module of ['/web/main.tsx', '/web/app/RelayEnvironment.ts', '/web/app/session.ts']) expect(entry.some((id) => id.endsWith(module))).toBe(true);
  });

  it("gathers what each first screen imports from elsewhere in one chunk, and keeps the screen's own folder in its chunk", () => {
    for (const [group, screen] of [
      ['landing-shared', 'Landing'],
      ['login-shared', 'Login'],
    ]) {
      expect(chunk(group).some((id) => id.includes('/web/'))).toBe(true);
      expect(chunk(group).filter((id) => id.includes(`/web/screens/${screen}/`))).toEqual([]);
    }
    expect(chunk('LandingRoute').every((id) => id.includes('/web/screens/Landing/'))).toBe(true);
  });

  it('gathers what the daily signed-in screens import from elsewhere in one chunk, so each fetches a handful of files before it renders', () => {
    const shared = chunk('daily-shared');
    // The views and MUI components the screens share (a practice question's options, the exam's table)...
    for (const module of ['/@mui/material/TextField/', '/@mui/material/TableRow/', '/web/app/QueryBoundary.tsx'])
      expect(shared.some((id) => id.includes(module))).toBe(true);
    // ...but no screen's own modules, nothing a first page runs, and not the chart the dashboard loads after its text.
    expect(shared.filter((id) => /\/web\/screens\/(Dashboard|Practice|Exam)\//.test(id))).toEqual([]);
    expect(shared.filter((id) => chunk('framework').includes(id) || chunk('index').includes(id))).toEqual([]);
    expect(shared.filter((id) => id.includes('/@mui/x-charts/'))).toEqual([]);
    // Each daily screen's chunk imports only the first pages' chunks, its query and this one, and at most two of its own.
    const assets = path.join(outDir, 'assets');
    for (const screen of ['DashboardRoute', 'PracticeRoute', 'ExamRoute']) {
      const file = readdirSync(assets).find((name) => name.startsWith(`${screen}-`) && name.endsWith('.js'))!;
      const imports = [...readFileSync(path.join(assets, file), 'utf8').matchAll(/from"\.\/([\w.-]+)-[\w-]{8}\.js"/g)].map((match) => match[1]);
      const others = imports.filter(
        (name) => !['rolldown-runtime', 'framework', 'index', 'landing-shared', 'login-shared', 'daily-shared', `${screen}Query.graphql`].includes(name),
      );
      expect({ screen, others: others.length <= 2 }).toEqual({ screen, others: true });
    }
  });

  it("leaves out the Relay modules the app never runs, MUI's CSS-variables theme and MUI's barrel", () => {
    const left = [
      'relay-runtime/lib/experimental.js',
      'relay-runtime/lib/store/NormalizationEngine.js',
      'relay-runtime/lib/store/createFragmentSpecResolver.js',
      'relay-runtime/lib/query/fetchQuery_DEPRECATED.js',
      'react-relay/lib/relay-hooks/loadEntryPoint.js',
      'react-relay/lib/relay-hooks/EntryPointContainer.react.js',
      'react-relay/lib/relay-hooks/useFragmentInternal_CURRENT.js',
      '@mui/material/styles/createThemeWithVars.mjs',
      '@mui/material/styles/ThemeProviderWithVars.mjs',
      '@mui/material/index.mjs',
    ];
    const all = everyModule();
    expect(left.filter((module) => all.some((id) => id.endsWith(`/node_modules/${module}`)))).toEqual([]);
    // The plain implementations are there instead.
    expect(all.some((id) => id.endsWith('/@mui/material/styles/createThemeNoVars.mjs'))).toBe(true);
  });

  it('writes the landing shell and a Brotli and a gzip copy of the text files', () => {
    const landing = readFileSync(path.join(outDir, 'landing.html'), 'utf8');
    expect(landing).not.toContain('<div id="root"></div>');
    expect(landing).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LandingRoute-/);
    const framework = readdirSync(path.join(outDir, 'assets')).find((name) => /^framework-[\w-]+\.js$/.test(name))!;
    expect(existsSync(path.join(outDir, 'assets', `${framework}.br`))).toBe(true);
    expect(existsSync(path.join(outDir, 'assets', `${framework}.gz`))).toBe(true);
  });
});
