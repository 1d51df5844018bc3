import type { ComponentProps } from 'react';
import A from '@theme-original/MDXComponents/A';
import isInternalUrl from '@docusaurus/isInternalUrl';
import NewTabHint from '@site/src/components/NewTabHint';

/**
 * Docusaurus opens every link to another site or program (https:, mailto:)
 * in a new tab; we say so to screen readers.
 */
export default function MDXA(props: ComponentProps<typeof A>) {
  const { href, target } = props;
  const opensNewTab = target === '_blank' || (target === undefined && typeof href === 'string' && !isInternalUrl(href));
  if (!opensNewTab) return <A {...props} />;
  return (
    <A {...props}>
      {props.children}
      <NewTabHint />
    </A>
  );
}
