import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStoreMap, type LoadedMap } from '@/components/stores/use-store-map';

// The store locator's map script comes on demand (components/stores/use-store-map.ts): on a bad
// connection it can fail, and tapping Map again must fetch it anew, not leave a placeholder.

const Map: LoadedMap = () => null;

describe('useStoreMap', () => {
  it('loads nothing until the map is opened', () => {
    const load = vi.fn(() => Promise.resolve({ StoreMap: Map }));
    renderHook(() => useStoreMap(false, load));
    expect(load).not.toHaveBeenCalled();
  });

  it('says the map failed when its script does not come, and fetches it again on retry', async () => {
    const load = vi
      .fn<() => Promise<{ StoreMap: LoadedMap }>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ StoreMap: Map });
    const { result } = renderHook(() => useStoreMap(true, load));
    await waitFor(() => expect(result.current.problem).toBe('failed'));
    expect(result.current.StoreMap).toBeNull();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.StoreMap).toBe(Map));
    expect(result.current.problem).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
