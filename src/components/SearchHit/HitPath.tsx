import { Fragment } from 'react';
import type { SearchHit } from '@site/packages/search/src';
import Highlighted from './Highlighted';
import { hitBreadcrumb, hitPath, type SavedHit } from './hits';

/** The hit whose place in its page is shown, and from which level. */
export interface HitPathProps {
  hit: SearchHit | SavedHit;
  className?: string;
  /** From lvl0 down to the hit's heading (search page), rather than the headings above the hit (modal). */
  full?: boolean;
}

/** lvl0 › lvl1 › lvl2…: a screen reader hears a comma rather than the arrow. */
export default function HitPath({ hit, className, full = false }: HitPathProps) {
  const levels = full ? hitBreadcrumb(hit) : hitPath(hit);
  if (levels.length === 0) return null;
  return (
    <span className={className}>
      {levels.map((level, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              <span aria-hidden="true"> › </span>
              <span className="ams-visually-hidden">, </span>
            </>
          )}
          <Highlighted value={level} />
        </Fragment>
      ))}
    </span>
  );
}
