import { Badge } from '@amsterdam/design-system-react';
import clsx from 'clsx';
import { ruleLabels } from '@site/lib/changelog';
import type { RuleMark as Rule } from '@site/lib/front-matter';
// The status badge's look: a MUST change as a required standard, a SHOULD change as a recommended one. Its rules
// are in the stylesheet every page already loads, so the mark adds none.
import styles from '../ReviewStatus/StatusBadge.module.css';

const looks = { must: styles.required, should: styles.recommended } as const;

/** "MUST rule changed" or "SHOULD rule changed" in words; nothing for a change that touches no rule. */
export default function RuleMark({ rule }: { rule: Rule }) {
  const label = ruleLabels[rule];
  if (rule === 'none' || !label) return null;
  return <Badge label={label} className={clsx(styles.badge, looks[rule])} data-rule={rule} />;
}
