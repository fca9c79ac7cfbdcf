import { readFileSync } from 'node:fs';
import { check, getFileInfo, resolveConfig } from 'prettier';

describe('npm run lint checks formatting', () => {
  it('runs Prettier over the tree, with the project settings', async () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.lint).toMatch(/prettier --check \./);
    const options = { ...(await resolveConfig('src/app/start-app.tsx')), filepath: 'src/app/start-app.tsx' };
    expect(await check('export const a  =  { b: "c" }\n', options)).toBe(false);
    expect(await check("export const a = { b: 'c' };\n", options)).toBe(true);
  });

  it('keeps the ES5 browser check free of trailing commas, and leaves prose and translations alone', async () => {
    expect((await resolveConfig('src/app/browser-check.js'))?.trailingComma).toBe('none');
    expect((await getFileInfo('docs/architecture.md', { ignorePath: '.prettierignore' })).ignored).toBe(true);
    expect((await getFileInfo('src/locales/en/common.json', { ignorePath: '.prettierignore' })).ignored).toBe(true);
  });
});
