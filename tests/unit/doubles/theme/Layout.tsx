import type { ReactNode } from 'react';

export default function Layout({ children, title }: { children: ReactNode; title?: string }) {
  return <div data-title={title}>{children}</div>;
}
