// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codeBlock } from '@site/tests/unit/doubles/theme-common-internal';
import Container from './Container';
import CodeBlockContent from './Content';
import HighlightedLines from './Content/HighlightedLines';
import PlainLines from './Content/PlainLines';
import { Prism } from './Content/prism';

describe('code blocks', () => {
  it('registers the extra languages our pages use and leaves no global behind', () => {
    for (const language of ['bash', 'css', 'docker', 'http', 'sql', 'toml', 'tsx', 'python', 'yaml']) {
      expect(Prism.languages[language], language).toBeDefined();
    }
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined();
  });

  it('highlights with class names only, so CSS colours both modes', () => {
    Object.assign(codeBlock.metadata, { code: 'SELECT 1; -- one', language: 'sql', lineClassNames: {} });
    const { container } = render(<HighlightedLines />);
    const keyword = container.querySelector('.token.keyword')!;
    expect(keyword).toHaveTextContent('SELECT');
    expect(keyword).not.toHaveAttribute('style');
    expect(container.querySelector('.token.comment')).toHaveTextContent('-- one');
  });

  it('shows plain lines until the highlighter arrives, inside a keyboard-scrollable pre', async () => {
    Object.assign(codeBlock.metadata, { code: 'npm test\nnpm run build', language: 'bash', lineClassNames: {} });
    const { container } = render(<CodeBlockContent />);
    const pre = container.querySelector('pre')!;
    expect(pre).toHaveAttribute('tabindex', '0');
    expect(pre).toHaveClass('prism-code', 'language-bash');
    expect(pre).toHaveTextContent('npm test');
    expect(await screen.findAllByText('npm', { selector: '.token.function' })).toHaveLength(2);
  });

  it('renders plain lines with their magic-comment classes', () => {
    Object.assign(codeBlock.metadata, {
      code: 'a\nb',
      language: 'text',
      lineClassNames: { 1: ['theme-code-block-highlighted-line'] },
    });
    const { container } = render(<PlainLines />);
    const lines = container.querySelectorAll('.token-line');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveClass('theme-code-block-highlighted-line');
  });

  it('sets no inline colours on the container', () => {
    render(<Container as="div" data-testid="c" />);
    expect(screen.getByTestId('c')).not.toHaveAttribute('style');
  });
});
