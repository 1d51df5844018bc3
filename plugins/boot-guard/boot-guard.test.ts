// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_FAILED_TITLE, bootGuardScript } from './index';

/** Runs the script against this document, with a location and storage the test controls. */
function boot(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage) {
  const location = { pathname: '/docs/intro', reload: vi.fn() };
  const console = { warn: vi.fn() };
  const listeners: Record<string, (event: object) => void> = {};
  const window = {
    addEventListener: (type: string, listener: (event: object) => void) => (listeners[type] = listener),
  };
  new Function('window', 'location', 'sessionStorage', 'console', bootGuardScript)(window, location, storage, console);
  const rejection = (reason: unknown) => {
    const event = { reason, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    listeners.unhandledrejection(event);
    return event;
  };
  const scriptError = (src: string) => {
    const script = document.createElement('script');
    script.src = src;
    listeners.error({ target: script });
  };
  return { location, console, rejection, scriptError };
}

const chunkError = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
const retryBox = () => document.getElementById('boot-failed');

describe('the boot guard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'false');
    document.body.innerHTML = '<div class="main-wrapper"><main><h1>Page</h1></main></div>';
  });

  it('reloads once when a chunk of the first render fails, and logs why', () => {
    const page = boot();
    expect(page.rejection(chunkError).defaultPrevented).toBe(true);
    expect(page.location.reload).toHaveBeenCalledOnce();
    expect(page.console.warn).toHaveBeenCalledWith('The page could not load all of its code:', chunkError);
    expect(retryBox()).toBeNull();
  });

  it('shows the error with Retry when the reload did not help', () => {
    boot().rejection(chunkError);
    const page = boot(); // the reloaded page
    page.rejection(chunkError);
    expect(page.location.reload).not.toHaveBeenCalled();
    expect(retryBox()?.textContent).toContain(BOOT_FAILED_TITLE);
    expect(document.querySelector('.main-wrapper')?.firstElementChild).toBe(retryBox());
    retryBox()!.querySelector('button')!.click();
    expect(page.location.reload).toHaveBeenCalledOnce();
  });

  it('notices a site script that fails to download, such as the main bundle', () => {
    const page = boot();
    page.scriptError('https://developers.amsterdam/assets/js/main.0f0ec6c5.js');
    expect(page.location.reload).toHaveBeenCalledOnce();
  });

  it('shows the error at once when the browser keeps no storage', () => {
    const page = boot({
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    });
    page.rejection(chunkError);
    expect(page.location.reload).not.toHaveBeenCalled();
    expect(retryBox()).not.toBeNull();
  });

  it('leaves other failures, and anything after hydration, to the page', () => {
    const page = boot();
    page.rejection(new Error('Something else'));
    page.scriptError('https://analytics.example/tracker.js');
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    page.rejection(chunkError);
    expect(page.location.reload).not.toHaveBeenCalled();
    expect(retryBox()).toBeNull();
  });
});
