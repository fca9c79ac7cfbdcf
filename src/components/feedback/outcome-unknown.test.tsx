import { Button, NumberInput, Stack, Text } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { failure } from '@/lib/http';
import { OUTCOME_UNKNOWN, useIntent } from '@/lib/actions';
import { renderWithProviders } from '../../../tests/render-ui';
import { OutcomeUnknown } from './outcome-unknown';

/** A refund form as a screen would build it: one intent, its outcome, "Check again" when unknown. */
function RefundForm({ run }: { run: (reference: string, amount: number) => Promise<string> }) {
  const [amount, setAmount] = useState<number | string>(10);
  const { state, submit, checkAgain } = useIntent((reference) => run(reference, Number(amount)));
  const locked = state.status === 'unknown' || state.status === 'pending';
  return (
    <Stack>
      <NumberInput label="Amount" value={amount} onChange={setAmount} disabled={locked} />
      {state.status === 'unknown' ? (
        <OutcomeUnknown checking={false} onCheckAgain={() => void checkAgain()} />
      ) : (
        <Button onClick={() => void submit(amount)} loading={state.status === 'pending'}>
          Refund
        </Button>
      )}
      {state.status === 'succeeded' && <Text>Refunded: {state.result}</Text>}
      {state.status === 'failed' && <Text>Failed: {String(state.failure.code)}</Text>}
    </Stack>
  );
}

const unknown = (reference: string) => Object.assign(failure(OUTCOME_UNKNOWN, 'x', [], true), { requestReference: reference, action: 'transactions/refund' });

describe('an unknown outcome', () => {
  it('says so, locks the amount, and "Check again" asks with the same reference', async () => {
    const references: string[] = [];
    const run = vi.fn(async (reference: string) => {
      references.push(reference);
      if (references.length === 1) throw unknown(reference);
      return 'rf_1';
    });
    const { user } = await renderWithProviders(<RefundForm run={run} />);
    await user.click(screen.getByRole('button', { name: 'Refund' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not confirm this yet');
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Refunded: rf_1')).toBeInTheDocument();
    expect(references).toHaveLength(2);
    expect(references[1]).toBe(references[0]);
  });

  it('a retryable failure keeps the reference; a new amount after a refusal is a new intent', async () => {
    const references: string[] = [];
    const run = vi.fn(async (reference: string, amount: number) => {
      references.push(reference);
      if (references.length === 1) throw failure('timeout', 'x', [], true);
      if (amount > 10) throw failure('amount-exceeds-refundable', 'x');
      return 'ok';
    });
    const { user } = await renderWithProviders(<RefundForm run={run} />);
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Failed: timeout')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Failed: amount-exceeds-refundable')).toBeInTheDocument();
    expect(references[1]).toBe(references[0]);

    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getByText('Refunded: ok')).toBeInTheDocument());
    expect(references[2]).not.toBe(references[0]);
  });

  it('reads in Arabic', async () => {
    await renderWithProviders(<OutcomeUnknown checking={false} onCheckAgain={() => undefined} />, { lng: 'ar' });
    expect(screen.getByRole('button', { name: 'تحقّق مرة أخرى' })).toBeInTheDocument();
  });
});
