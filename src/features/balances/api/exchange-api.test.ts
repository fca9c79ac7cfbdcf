import { quoteDeadline } from './exchange-api';

describe('a quote’s countdown', () => {
  it('runs for the quote’s own life from when its answer arrived, whatever the server’s clock says', () => {
    // The server's clock is an hour ahead of ours: its expiresAt, read on our clock, would be an hour away.
    const quote = { createdAt: '2026-11-25T10:00:00.000Z', expiresAt: '2026-11-25T10:00:30.000Z', receivedAt: Date.parse('2026-11-25T09:00:01.000Z') };
    expect(quoteDeadline(quote) - quote.receivedAt).toBe(30_000);
  });
});
