// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk, useLazyChunk, type LazyChunk } from './lazyChunk';

function Probe({ chunk, wanted = true }: { chunk: LazyChunk<string>; wanted?: boolean }) {
  const state = useLazyChunk(chunk, wanted);
  if (state.status === 'ready') return <p>{state.module}</p>;
  if (state.status === 'failed') return <button onClick={state.retry}>Retry</button>;
  return <p>Loading</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useLazyChunk', () => {
  it('loads once wanted, and shows the module when it arrives', async () => {
    const importer = vi.fn(async () => 'the module');
    const chunk = lazyChunk('test part', importer);
    const { rerender } = render(<Probe chunk={chunk} wanted={false} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    rerender(<Probe chunk={chunk} />);
    expect(await screen.findByText('the module')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed download offers a retry that fetches again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('the module');
    render(<Probe chunk={lazyChunk('test part', importer)} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await act(async () => retry.click());
    expect(await screen.findByText('the module')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('shows the module that arrived between the render and its effect (a cached download), not "Loading" forever', () => {
    // As a chunk fetched by a hover and answered from the HTTP cache: absent when the component renders, there by
    // the time its effect runs (here it arrives in a layout effect, which runs between the two).
    const arrival: { module?: string } = {};
    const chunk: LazyChunk<string> = {
      get loaded() {
        return arrival.module;
      },
      load: () => Promise.resolve('the module'),
    };
    function Arrives() {
      useLayoutEffect(() => {
        arrival.module = 'the module';
      }, []);
      return null;
    }
    render(
      <>
        <Probe chunk={chunk} />
        <Arrives />
      </>,
    );
    expect(screen.getByText('the module')).toBeInTheDocument();
  });
});
