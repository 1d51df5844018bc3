import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import NewTabHint from '@site/src/components/NewTabHint';
import { isSitePath } from './links';

/** Called when a link of the answer screen takes the visitor to a page of this site, with the link followed. */
export const NavigateContext = createContext<(link: HTMLElement, href: string) => void>(() => undefined);

// Ctrl/Cmd/Shift-click and the middle button open a new tab or window: the modal stays.
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/** A link in an answer: where it goes and what it says. */
export interface AnswerLinkProps {
  /** Already checked with safeHref. */
  href: string;
  className?: string;
  /** The accessible name, when the text alone does not say enough. */
  label?: string;
  children: ReactNode;
}

/** A page of this site through the router, or an https address in a new tab. */
export default function AnswerLink({ href, className, label, children }: AnswerLinkProps) {
  const onNavigate = useContext(NavigateContext);
  if (isSitePath(href))
    return (
      <Link
        to={href}
        className={className}
        aria-label={label}
        onClick={(event) => opensElsewhere(event) || onNavigate(event.currentTarget, href)}
      >
        {children}
      </Link>
    );
  return (
    <a
      href={href}
      className={className}
      aria-label={label && `${label} (opens in new tab)`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <NewTabHint />
    </a>
  );
}
