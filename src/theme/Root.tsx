import type { ReactNode } from 'react';
import AskAiSessionHost from '@site/src/components/Search/AskAiSessionHost';

/**
 * Docusaurus' Root (a wrapper, not an eject: the original renders its children only) holds what must outlive a
 * page: the Ask AI answer kept beside the pages its sources lead to.
 */
export default function Root({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AskAiSessionHost />
    </>
  );
}
