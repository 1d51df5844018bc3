import type { AnchorHTMLAttributes } from 'react';

export default function A(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} />;
}
