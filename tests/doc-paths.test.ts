import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const probe = `docs/.doc-paths-probe-${process.pid}.md`;
const leftover = `test-results/doc-paths-probe-${process.pid}/only-here.md`;

function checkDocs(text: string) {
  writeFileSync(probe, text);
  try {
    return spawnSync('node', ['scripts/check-doc-paths.mjs', probe], { encoding: 'utf8' });
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('npm run lint:docs', () => {
  afterAll(() => rmSync(leftover.split('/').slice(0, 2).join('/'), { recursive: true, force: true }));

  it('fails on a path, a file name or a link that names nothing in the repository', () => {
    const result = checkDocs('See `src/features/nope/x.ts`, `docs/missing.md` and [a link](./nothing.md).\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('src/features/nope/x.ts does not exist');
    expect(result.stderr).toContain('docs/missing.md does not exist');
    expect(result.stderr).toContain('link ./nothing.md');
  });

  it('leaves alone the output folders git ignores, whether or not a local run made them', () => {
    mkdirSync(leftover.split('/').slice(0, 2).join('/'), { recursive: true });
    writeFileSync(leftover, '');
    const result = checkDocs(
      `Reports go to \`test-results/report-${process.pid}/\` and \`dist/\`; see \`src/app/boot.ts\` and [deployment](./deployment.md).\n`,
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
