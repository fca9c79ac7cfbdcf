import { screen } from '@testing-library/react';
import { sandboxControls } from '@mocks/controls';
import { defineJob, now } from '@mocks/clock';
import { renderApp, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

const seen: number[] = [];
// A retry that schedules the next one, like a webhook delivery's.
const retry = defineJob<{ left: number }>('test-panel-retry', ({ left }) => {
  seen.push(now());
  if (left > 0) retry(3_600_000, { left: left - 1 });
});

beforeEach(() => {
  seen.length = 0;
  (window as unknown as { __sandbox?: typeof sandboxControls }).__sandbox = sandboxControls;
});
afterEach(() => {
  delete (window as unknown as { __sandbox?: typeof sandboxControls }).__sandbox;
});

describe('the sandbox clock in the panel', () => {
  it('moves the clock a day ahead: a chain of hourly retries all happen, each at its own time, and the panel says how many', async () => {
    const { user } = await renderApp({ route: '/login' });
    const start = now();
    retry(3_600_000, { left: 2 });
    await user.click(await screen.findByRole('button', { name: 'Sandbox' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move the sandbox clock ahead by' }), '1 day');
    await user.click(screen.getByRole('button', { name: 'Move ahead' }));
    // Seeded jobs may fall due within the day too (a payout the bank pays): at least the three retries.
    const said = await screen.findByText(/^\d+ scheduled changes happened$/);
    expect(Number(said.textContent!.split(' ')[0])).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([start + 3_600_000, start + 7_200_000, start + 10_800_000]);
    expect(now()).toBeGreaterThanOrEqual(start + 86_400_000);
  });
});
