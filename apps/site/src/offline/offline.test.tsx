import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOTICE_MS, sayNeedsConnection } from './connectionNotice';
import { connectivityStore } from './connectivity';
import { OfflineBanner } from './OfflineBanner';
import { useOffline } from './useOffline';

/** A window stand-in whose connection the test switches. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return {
    target,
    set(next: boolean) {
      target.navigator.onLine = next;
      target.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
  };
}

function Probe({ store }: { store: ReturnType<typeof connectivityStore> }) {
  return <p>{useOffline(store) ? 'offline' : 'online'}</p>;
}

describe('connectivity', () => {
  it('reports offline from navigator.onLine and follows the online/offline events', () => {
    const win = fakeWindow(true);
    const store = connectivityStore(win.target as never);
    render(<Probe store={store} />);
    expect(screen.getByText('online')).toBeInTheDocument();
    act(() => win.set(false));
    expect(screen.getByText('offline')).toBeInTheDocument();
    act(() => win.set(true));
    expect(screen.getByText('online')).toBeInTheDocument();
  });

  it('stops listening when unsubscribed', () => {
    const win = fakeWindow(true);
    const store = connectivityStore(win.target as never);
    let calls = 0;
    const stop = store.subscribe(() => {
      calls++;
    });
    win.set(false);
    stop();
    win.set(true);
    expect(calls).toBe(1);
  });
});

describe('OfflineBanner', () => {
  it('shows the offline notice only while the browser is offline', () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    let online = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    try {
      render(<OfflineBanner />);
      expect(screen.queryByRole('status')).toBeNull();
      act(() => {
        online = false;
        window.dispatchEvent(new Event('offline'));
      });
      expect(screen.getByRole('status')).toHaveTextContent('ออฟไลน์อยู่');
      act(() => {
        online = true;
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
      Reflect.deleteProperty(window.navigator, 'onLine');
    }
  });
});

describe('a tap that needs a connection', () => {
  it('brings the notice up with its own words for a few seconds, online too, and tells the page', () => {
    vi.useFakeTimers();
    const heard = vi.fn();
    window.addEventListener('lightbearers:needs-connection', heard);
    try {
      render(<OfflineBanner />);
      expect(screen.queryByRole('status')).toBeNull();
      act(() => sayNeedsConnection('การกดสาธุต้องเชื่อมต่ออินเทอร์เน็ต'));
      expect(screen.getByRole('status')).toHaveTextContent('การกดสาธุต้องเชื่อมต่ออินเทอร์เน็ต');
      expect(heard).toHaveBeenCalledOnce();
      act(() => vi.advanceTimersByTime(NOTICE_MS));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      window.removeEventListener('lightbearers:needs-connection', heard);
      vi.useRealTimers();
    }
  });
});
