import type { AnchorHTMLAttributes } from 'react';

/** Stands in for @docusaurus/Link: a plain anchor, `to` or `href`. */
export default function Link({ to, href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string }) {
  return <a href={to ?? href} {...rest} />;
}
