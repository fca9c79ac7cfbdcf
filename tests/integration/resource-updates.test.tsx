import { addListener } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { callerOf, resourceUpdated } from '@/lib/actions';
import { sandboxControls } from '@mocks/controls';
import { db } from '@mocks/db/store';
import { renderSignedIn, withSandbox } from '../render-app';

withSandbox({ trustStepUp: true });

describe('changes the server makes on its own', () => {
  it('a refund settling on the sandbox clock arrives as a resource-updated push in the store', async () => {
    const app = await renderSignedIn('admin@sandbox.test');
    const seen: unknown[] = [];
    app.store.dispatch(addListener({ actionCreator: resourceUpdated, effect: (action) => void seen.push(action.payload) }));
    const payment = db.transactions.find(
      (t) => t.projectId === 'res_prj_northwind_shop' && t.type === 'charge' && t.status === 'successful' && t.refundedAmount === 0,
    )!;

    const answer = await callerOf(app.store.dispatch).call<{ id: string; attributes: { status: string } }>({
      action: 'transactions/refund',
      id: payment.id,
      payload: { data: { type: 'refunds', attributes: { amount: 100 } } },
    });
    expect(answer.data?.attributes.status).toBe('pending');
    const settled = expect.objectContaining({ type: 'transactions', id: answer.data!.id, attributes: expect.objectContaining({ status: 'successful' }) });
    // The refund is announced as pending at once; that it settled comes only from the clock.
    await waitFor(() => expect(seen).toContainEqual(expect.objectContaining({ id: answer.data!.id })));
    expect(seen).not.toContainEqual(settled);

    sandboxControls.advance(60_000);
    await waitFor(() => expect(seen).toContainEqual(settled));
  });
});
