// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

// The probes lint as files of the project, with its eslint.config.js; each import below resolves to a real file.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId);
}

describe('import boundaries (eslint.config.js)', () => {
  it('refuses a feature reaching into another feature by a relative path', async () => {
    const code = "export { transactionRoutes } from '../transactions/routes';\n";
    expect(await ruleIds('src/features/payouts/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it("accepts a feature importing another feature's index.ts", async () => {
    const code = "export { transactionRoutes } from '../transactions';\nexport * from '@/features/transactions';\n";
    expect(await ruleIds('src/features/payouts/probe.ts', code)).toEqual([]);
  });

  it('refuses a feature in a lib file at any depth, by alias or relative path', async () => {
    const code = "export * from '@/features/transactions';\nexport * from '../../../../features/transactions/routes';\n";
    expect(await ruleIds('src/lib/money/a/b/probe.ts', code)).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  });

  it('refuses components in lib', async () => {
    expect(await ruleIds('src/lib/money/probe.ts', "export * from '../../components/states';\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses the plain react-redux hooks', async () => {
    const code = "import { useSelector } from 'react-redux';\nexport const useProbe = () => useSelector(() => 1);\n";
    expect(await ruleIds('src/features/payouts/probe.ts', code)).toEqual(['no-restricted-imports']);
  });

  it('refuses a dialog or drawer whose close button has no name', async () => {
    const code = [
      "import { Drawer, Modal } from '@mantine/core';",
      'export const Nameless = () => <Modal opened onClose={() => {}} title="x" />;',
      "export const Named = () => <Modal opened onClose={() => {}} title=\"x\" closeButtonProps={{ 'aria-label': 'Close' }} />;",
      'export const Without = () => <Drawer opened onClose={() => {}} withCloseButton={false} />;',
      '',
    ].join('\n');
    expect(await ruleIds('src/components/dialogs/probe.tsx', code)).toEqual(['no-restricted-syntax']);
  });

  it("refuses Mantine's Modal outside the dialog frames of components/dialogs", async () => {
    const code = [
      "import { Modal } from '@mantine/core';",
      "export const Probe = () => <Modal opened onClose={() => {}} title=\"x\" closeButtonProps={{ 'aria-label': 'Close' }} />;",
      '',
    ].join('\n');
    expect(await ruleIds('src/features/payouts/probe.tsx', code)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await ruleIds('src/app/shell/probe.tsx', code)).toEqual(['@typescript-eslint/no-restricted-imports']);
    const root = "import { ModalRoot } from '@mantine/core';\nexport const probe = ModalRoot;\n";
    expect(await ruleIds('src/components/sessions/probe.ts', root)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await ruleIds('src/components/dialogs/probe.tsx', code)).toEqual([]);
  });

  it('refuses fetch, axios and request() outside the modules that make direct calls', async () => {
    const fetching = 'export const probe = () => fetch("/api/payments");\n';
    expect(await ruleIds('src/features/payouts/probe.ts', fetching)).toEqual(['no-restricted-globals']);
    expect(await ruleIds('src/app/probe.ts', 'export const probe = () => window.fetch("/api/payments");\n')).toEqual(['no-restricted-properties']);
    const axios = "import axios from 'axios';\nexport const probe = () => axios.get('/api/payments');\n";
    expect(await ruleIds('src/features/payouts/probe.ts', axios)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/lib/http/probe.ts', axios)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/lib/http/axios-transport.ts', axios)).toEqual([]);
    const requesting = "import { request } from '@/lib/http';\nexport const probe = () => request('GET', 'payments');\n";
    expect(await ruleIds('src/features/payouts/probe.ts', requesting)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/app/probe.ts', requesting)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/features/auth/api/probe.ts', requesting)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/lib/http/direct-calls/probe.ts', requesting)).toEqual([]);
    // The client by its own path, relative or aliased, is refused too.
    const byPath = "import { request } from '../http/client';\nexport const probe = () => request('GET', 'payments');\n";
    expect(await ruleIds('src/lib/realtime/probe.ts', byPath)).toEqual(['import-x/no-restricted-paths']);
    const transferring = "import { transfer } from '@/lib/http/client';\nexport const probe = () => transfer({ method: 'GET', url: 'x' });\n";
    expect(await ruleIds('src/features/reports/probe.ts', transferring)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a backend call from a shared component', async () => {
    const revealing = "import { revealSecret } from '@/lib/http/direct-calls';\nexport const probe = () => revealSecret('t');\n";
    expect(await ruleIds('src/components/secret-reveal/probe.ts', revealing)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/features/api-keys/probe.ts', revealing)).toEqual([]);
    const downloading = "import { useDownload } from '@/lib/download';\nexport const useProbe = () => useDownload();\n";
    expect(await ruleIds('src/components/file-download/probe.ts', downloading)).toEqual(['no-restricted-imports']);
    const calling = "import { callerOf } from '@/lib/actions';\nexport const probe = callerOf;\n";
    expect(await ruleIds('src/components/attachments/probe.ts', calling)).toEqual(['no-restricted-imports']);
    const uploading = "import { uploadInRanges } from '@/lib/upload/upload-in-ranges';\nexport const probe = uploadInRanges;\n";
    expect(await ruleIds('src/components/attachments/probe.ts', uploading)).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/features/mailbox/probe.ts', uploading)).toEqual([]);
  });

  it('refuses a feature importing a feature that reaches back to it', async () => {
    // transactions imports mailbox (a payment's "Ask support"): mailbox may not import transactions.
    const code = "export { transactionRoutes } from '@/features/transactions';\n";
    expect(await ruleIds('src/features/mailbox/probe.ts', code)).toEqual(['local/no-feature-cycle']);
    expect(await ruleIds('src/features/mailbox/probe.ts', "export const load = () => import('../transactions');\n")).toEqual(['local/no-feature-cycle']);
    // The other way round is the existing direction.
    expect(await ruleIds('src/features/transactions/probe.ts', "export { AskSupportLink } from '@/features/mailbox';\n")).toEqual([]);
  });

  it('refuses the sandbox importing the app', async () => {
    const code = "export { makeStore } from '@/app/store/make-store';\nexport * from '../src/features/payouts';\n";
    expect(await ruleIds('mocks/probe.ts', code)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(await ruleIds('mocks/probe.ts', "export * from '@/lib/contract';\n")).toEqual([]);
  });

  describe('with two files that import each other', () => {
    let dir = '';
    beforeAll(() => {
      mkdirSync(path.join(root, 'src/lib'), { recursive: true });
      dir = mkdtempSync(path.join(root, 'src/lib/lint-cycle-probe-'));
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports the cycle in both', async () => {
      const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
      expect(results.map((result) => result.messages.map((message) => message.ruleId))).toEqual([['import-x/no-cycle'], ['import-x/no-cycle']]);
    });
  });
});
