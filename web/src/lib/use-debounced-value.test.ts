import { act, renderHook } from '@testing-library/react';

import { useDebouncedValue } from '@/lib/use-debounced-value';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('gives the latest value only once it has stood still for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'G' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Go' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Go');
  });
});
