import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyComponent } from './lazyModule';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

function Host({ load, onError }: { load: () => Promise<{ default: typeof Part }>; onError?: () => void }) {
  const Loaded = useLazyComponent(load, onError);
  return Loaded ? <Loaded text="ready" /> : <p>loading</p>;
}

describe('useLazyComponent', () => {
  it('renders nothing of the part until its module is here, then the part itself (loaded once)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Part }));
    const { rerender } = render(<Host load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('ready')).toBeInTheDocument();
    rerender(<Host load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a module that fails to load calls onError and leaves the fallback', async () => {
    const onError = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Host load={() => Promise.reject(new Error('offline'))} onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(screen.getByText('loading')).toBeInTheDocument();
    warn.mockRestore();
  });
});
