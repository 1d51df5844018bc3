import { translate } from '@docusaurus/Translate';
import { Children, memo, useMemo, type ComponentProps, type ReactNode } from 'react';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AnswerLink from './AnswerLink';
import { safeHref } from './links';
import type { AnswerSource } from './sources';
import screens from '../ModalShell/Screens.module.css';
import styles from './AskAi.module.css';

/** A link's words, when they are nothing but text. */
const textOf = (children: ReactNode) =>
  Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : '\0'))
    .join('');

/**
 * `[n](source)`: a link whose text is a number and whose address is one of
 * the answer's sources is a citation marker, a superscript [n] numbered as
 * the list of sources below; every other link is a link.
 */
function answerLink(sources: readonly AnswerSource[]) {
  return function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
    // The sanitizer below has already dropped what may not be followed; no href is plain text.
    if (!href) return <>{children}</>;
    const index = /^\d+$/.test(textOf(children).trim()) ? sources.findIndex((s) => s.href === href) : -1;
    if (index < 0)
      return (
        <AnswerLink href={href} className={screens.link}>
          {children}
        </AnswerLink>
      );
    const n = index + 1;
    return (
      <sup>
        <AnswerLink
          href={href}
          className={screens.link}
          label={translate(
            { id: 'askAi.citation', message: 'Source {n}: {title}' },
            { n, title: sources[index].title },
          )}
        >
          [{n}]
        </AnswerLink>
      </sup>
    );
  };
}

/** No request to a third party: an image in an answer shows as its description. */
function ImageText({ alt }: ComponentProps<'img'>) {
  return alt ? <>{alt}</> : null;
}

/**
 * The theme scrolls a table or a code block sideways when it is too wide for
 * the screen; a scrolling area must be reachable by keyboard, so each takes
 * focus. (Not the doc pages' ScrollableTable: shared with this on-demand code,
 * it would grow their first load.)
 */
function AnswerTable(props: ComponentProps<'table'>) {
  return <table {...props} tabIndex={0} />;
}

function AnswerCode(props: ComponentProps<'pre'>) {
  return <pre {...props} tabIndex={0} />;
}

/** Headings of an answer sit below the question's (h3) in the dialog's outline. */
function AnswerHeading({ children }: { children?: ReactNode }) {
  return <h4>{children}</h4>;
}

/**
 * The answer's Markdown and the sources its citation markers count.
 * @public A component's props are part of its interface, whether or not another module names the type.
 */
export interface AnswerMarkdownProps {
  text: string;
  /** The answer's sources, in the order its citation numbers count them. */
  sources: readonly AnswerSource[];
}

/**
 * An answer's Markdown as React elements: raw HTML is shown as text, never
 * parsed; links go only to this site's pages or to https addresses; a wide
 * table scrolls sideways on its own.
 */
function AnswerMarkdown({ text, sources }: AnswerMarkdownProps) {
  const { siteConfig } = useDocusaurusContext();
  const options = useMemo<MarkdownToJSX.Options>(
    () => ({
      disableParsingRawHTML: true,
      // Only the links the answer writes as links: no address inside quoted text turns into one.
      disableAutoLink: true,
      forceBlock: true,
      forceWrapper: true,
      wrapper: 'div',
      sanitizer: (value, tag, attribute) =>
        tag === 'a' && attribute === 'href' ? safeHref(value, siteConfig.url) : null,
      overrides: {
        a: answerLink(sources),
        img: ImageText,
        table: AnswerTable,
        pre: AnswerCode,
        h1: AnswerHeading,
        h2: AnswerHeading,
        h3: AnswerHeading,
        h4: AnswerHeading,
        h5: AnswerHeading,
        h6: AnswerHeading,
      },
    }),
    [siteConfig.url, sources],
  );
  return (
    <Markdown className={styles.markdown} options={options}>
      {text}
    </Markdown>
  );
}

// Earlier answers do not re-render while a new one streams in.
export default memo(AnswerMarkdown);
