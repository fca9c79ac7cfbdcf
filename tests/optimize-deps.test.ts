// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { resolveConfig } from 'vite';
import { DEV_DEPENDENCIES } from '../scripts/optimize-deps';
import { prerenderServerConfig } from '../scripts/sign-in-preview-plugin';

/** The files of `DEV_ENTRIES`: what the browser may load of src/ and mocks/ (no tests, no Node-only sandbox). */
const browserSources = () =>
  ['src', 'mocks']
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file).replaceAll('\\', '/')))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
    .filter((file) => file !== 'mocks/node.ts' && !file.startsWith('mocks/test/') && file !== 'src/app/prerender/render-sign-in-page.tsx');

/** The packages a module imports at run time: `import type` and stylesheets are left out. */
function packagesImportedBy(source: string): string[] {
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm)].filter(([, type]) => !type).map(([, , name]) => name),
    ...[...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(([, name]) => name),
  ];
  return specifiers.filter((name) => !/^(\.|\/|@\/|@mocks\/|virtual:|node:)/.test(name) && !name.endsWith('.css'));
}

describe("the dev server's optimizer is given every package at start (scripts/optimize-deps.ts)", () => {
  it('reads static, re-exported and lazy imports, not type-only ones', () => {
    const source = [
      "import { a } from 'pkg-a';",
      "import type { B } from 'pkg-b';",
      "import {\n  c,\n  type D,\n} from 'pkg-c';",
      "export { e } from 'pkg-e';",
      "import 'pkg-f/side-effect';",
      "import '@mantine/core/styles.css';",
      "const g = () => import('pkg-g/sub');",
      "import { h } from './local';",
      "import { i } from '@/lib/i';",
    ].join('\n');
    expect(packagesImportedBy(source)).toEqual(['pkg-a', 'pkg-c', 'pkg-e', 'pkg-f/side-effect', 'pkg-g/sub']);
  });

  it('lists every package the browser code imports, and none it no longer does', () => {
    const imported = new Map<string, string>();
    for (const file of browserSources()) for (const name of packagesImportedBy(readFileSync(file, 'utf8'))) if (!imported.has(name)) imported.set(name, file);
    const missing = [...imported].filter(([name]) => !DEV_DEPENDENCIES.includes(name)).map(([name, file]) => `${name} (${file})`);
    const stale = DEV_DEPENDENCIES.filter((name) => !imported.has(name));
    expect(missing, 'add to DEV_DEPENDENCIES in scripts/optimize-deps.ts').toEqual([]);
    expect(stale, 'imported nowhere any more: remove from DEV_DEPENDENCIES').toEqual([]);
  });
});

describe("a build leaves the dev server's optimized dependencies alone", () => {
  it("renders the sign-in page with a server that optimizes in a cache folder of its own, and none of the dev server's list", async () => {
    const configFile = resolve('vite.config.ts');
    const dev = await resolveConfig({ configFile, logLevel: 'silent' }, 'serve', 'development');
    const prerender = await resolveConfig({ ...prerenderServerConfig(configFile), logLevel: 'silent' }, 'serve', 'production');
    expect(dev.cacheDir).toBe(resolve('node_modules/.vite'));
    expect(dev.optimizeDeps.include).toEqual(expect.arrayContaining(DEV_DEPENDENCIES));
    expect(prerender.cacheDir).not.toBe(dev.cacheDir);
    expect(prerender.optimizeDeps.include).not.toContain('msw');
  });
});
