import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** Plain strings can be copied and highlighted; JSX children are shown as they are. */
function maybeStringify(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The stock CodeBlock remounts after hydration because its colours are inline
 * styles of the light theme; ours come from CSS for both colour modes
 * (src/css/code.css), so the server HTML is right as it is and stays.
 */
export default function CodeBlock({ children: rawChildren, ...props }: Props) {
  const children = maybeStringify(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
