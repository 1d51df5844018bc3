import { memo, useMemo, type ComponentProps, type ReactNode } from 'react';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AnswerLink from './AnswerLink';
import { safeHref } from './links';
import screens from '../Search/SearchScreens.module.css';
import styles from './AskAi.module.css';

function MarkdownLink({ href, children }: { href?: string; children?: ReactNode }) {
  // The sanitizer below has already dropped what may not be followed; no href is plain text.
  return href ? (
    <AnswerLink href={href} className={screens.link}>
      {children}
    </AnswerLink>
  ) : (
    <>{children}</>
  );
}

/** No request to a third party: an image in an answer shows as its description. */
function ImageText({ alt }: ComponentProps<'img'>) {
  return alt ? <>{alt}</> : null;
}

/** Headings of an answer sit below the question's (h3) in the dialog's outline. */
function AnswerHeading({ children }: { children?: ReactNode }) {
  return <h4>{children}</h4>;
}

/**
 * An answer's Markdown as React elements: raw HTML is shown as text, never
 * parsed; links go only to this site's pages or to https addresses.
 */
function AnswerMarkdown({ text }: { text: string }) {
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
        a: MarkdownLink,
        img: ImageText,
        h1: AnswerHeading,
        h2: AnswerHeading,
        h3: AnswerHeading,
        h4: AnswerHeading,
        h5: AnswerHeading,
        h6: AnswerHeading,
      },
    }),
    [siteConfig.url],
  );
  return (
    <Markdown className={styles.markdown} options={options}>
      {text}
    </Markdown>
  );
}

// Earlier answers do not re-render while a new one streams in.
export default memo(AnswerMarkdown);
