import type { ComponentProps } from 'react';
import A from '@theme-original/MDXComponents/A';
import isInternalUrl from '@docusaurus/isInternalUrl';
import NewTabHint from '@site/src/components/NewTabHint';

/** Docusaurus opens external links in a new tab; we say so to screen readers (SPEC §2). */
export default function MDXA(props: ComponentProps<typeof A>) {
  const external = typeof props.href === 'string' && /^https?:\/\//.test(props.href) && !isInternalUrl(props.href);
  if (!external) return <A {...props} />;
  return (
    <A {...props}>
      {props.children}
      <NewTabHint />
    </A>
  );
}
