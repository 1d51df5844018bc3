// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@site/tests/unit/doubles/theme-common-internal';
import CodeBlockContent from './Content';
import HighlightedLines from './Content/HighlightedLines';
import PlainLines from './Content/PlainLines';
import { Prism } from './Content/prism';

vi.mock('./Content/HighlightedLines', async (importOriginal) => {
  const real = await importOriginal<typeof import('./Content/HighlightedLines')>();
  return { default: vi.fn(real.default) };
});

type Metadata = ReturnType<typeof useCodeBlockContext>['metadata'];

/** The block the components below render: each test gets its own, so none sees what another set. */
function withBlock(metadata: Pick<Metadata, 'code' | 'language' | 'lineClassNames'>): void {
  vi.mocked(useCodeBlockContext).mockReturnValue({
    metadata: { lineNumbersStart: undefined, ...metadata },
    wordWrap: { codeBlockRef: { current: null } },
  });
}

afterEach(() => {
  vi.mocked(useCodeBlockContext).mockReset();
});

/** The block as the server sends it: rendered once with the highlighter, its HTML kept. */
async function serverHtml(code: string, language: string): Promise<string> {
  withBlock({ code, language, lineClassNames: {} });
  const { container, unmount } = render(<CodeBlockContent />);
  await screen.findAllByText('SELECT', { selector: '.token.keyword' });
  const html = container.innerHTML;
  unmount();
  return html;
}

async function hydrate(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // React reports a hydration mismatch it recovered from through console.error.
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(useIsBrowser).mockReturnValue(false);
  vi.mocked(HighlightedLines).mockClear();
  await act(async () => {
    render(<CodeBlockContent />, { container, hydrate: true });
  });
  vi.mocked(useIsBrowser).mockReturnValue(true);
  const recoverable = errors.mock.calls;
  errors.mockRestore();
  return { container, recoverable };
}

describe('code blocks', () => {
  it('registers the extra languages our pages use and leaves no global behind', () => {
    for (const language of ['bash', 'css', 'docker', 'http', 'sql', 'toml', 'tsx', 'python', 'yaml']) {
      expect(Prism.languages[language], language).toBeDefined();
    }
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined();
  });

  it('highlights with class names only, so CSS colours both modes', () => {
    withBlock({ code: 'SELECT 1; -- one', language: 'sql', lineClassNames: {} });
    const { container } = render(<HighlightedLines />);
    const keyword = container.querySelector('.token.keyword')!;
    expect(keyword).toHaveTextContent('SELECT');
    expect(keyword).not.toHaveAttribute('style');
    expect(container.querySelector('.token.comment')).toHaveTextContent('-- one');
  });

  it('shows plain lines until the highlighter arrives, inside a keyboard-scrollable pre', async () => {
    withBlock({ code: 'npm test\nnpm run build', language: 'bash', lineClassNames: {} });
    const { container } = render(<CodeBlockContent />);
    const pre = container.querySelector('pre')!;
    expect(pre).toHaveAttribute('tabindex', '0');
    expect(pre).toHaveClass('prism-code', 'language-bash');
    expect(pre).toHaveTextContent('npm test');
    expect(await screen.findAllByText('npm', { selector: '.token.function' })).toHaveLength(2);
  });

  it('renders plain lines with their magic-comment classes', () => {
    withBlock({
      code: 'a\nb',
      language: 'text',
      lineClassNames: { 1: ['theme-code-block-highlighted-line'] },
    });
    const { container } = render(<PlainLines />);
    const lines = container.querySelectorAll('.token-line');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveClass('theme-code-block-highlighted-line');
  });

  it('keeps the lines the server highlighted when it hydrates, without running the highlighter', async () => {
    const html = await serverHtml('SELECT 1; -- one', 'sql');
    const { container, recoverable } = await hydrate(html);
    expect(container.querySelector('.token.keyword')).toHaveTextContent('SELECT');
    expect(container.querySelector('.token.comment')).toHaveTextContent('-- one');
    expect(container.innerHTML).toBe(html);
    expect(HighlightedLines).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
  });

  it('highlights the lines itself when the server HTML has none to keep', async () => {
    const html = await serverHtml('SELECT 2;', 'sql');
    const empty = html.replace(/(<code[^>]*>).*(<\/code>)/s, '$1$2');
    const { container } = await hydrate(empty);
    await vi.waitFor(() => expect(container.querySelector('.token.keyword')).toHaveTextContent('SELECT'));
    expect(HighlightedLines).toHaveBeenCalled();
  });
});
