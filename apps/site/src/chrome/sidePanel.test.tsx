import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSideMenu } from './sidePanel';

/** A matchMedia whose desktop query answers `desktop`. */
function screenIs(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the header menu toggle', () => {
  it('below desktop opens and closes the drawer; the panel stays', () => {
    screenIs(false);
    const { result } = renderHook(() => useSideMenu());
    expect(result.current.menuOpen).toBe(false);
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ drawer: true, panelHidden: false, menuOpen: true });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ drawer: false, menuOpen: false });
  });

  it('on desktop folds the docked panel away and back, remembered on the device', () => {
    screenIs(true);
    const { result, unmount } = renderHook(() => useSideMenu());
    expect(result.current.menuOpen).toBe(true);
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ drawer: false, panelHidden: true, menuOpen: false });
    unmount();
    const again = renderHook(() => useSideMenu()).result;
    expect(again.current.panelHidden).toBe(true);
    act(() => again.current.toggle());
    expect(again.current.panelHidden).toBe(false);
    expect(localStorage.getItem('lb.sidePanel')).toBeNull();
  });
});
