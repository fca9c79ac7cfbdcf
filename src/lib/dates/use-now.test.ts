import { act, renderHook } from '@testing-library/react';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('moves every `everyMs`, and stands still while not running', () => {
    const { result, rerender } = renderHook(({ running }) => useNow(1000, running), { initialProps: { running: true } });
    const start = result.current;
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current - start).toBe(3000);
    rerender({ running: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current - start).toBe(3000);
    rerender({ running: true });
    expect(result.current - start).toBe(8000);
  });
});
