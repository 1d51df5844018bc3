import { forwardRef, type ComponentProps } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/** The scrollable <pre>, reachable by keyboard so wide code can be scrolled without a mouse. */
export const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

export function Code(props: ComponentProps<'code'>) {
  const { metadata } = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
      style={numbered ? { ...props.style, counterReset: `line-count ${metadata.lineNumbersStart! - 1}` } : props.style}
    />
  );
}
