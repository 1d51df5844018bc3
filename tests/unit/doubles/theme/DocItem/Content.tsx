import type { ReactNode } from 'react';

/** Stands in for the stock DocItem/Content: the title and the page body. */
export default function DocItemContent({ children }: { children?: ReactNode }) {
  return (
    <div className="markdown">
      <h1>Database</h1>
      {children}
    </div>
  );
}
