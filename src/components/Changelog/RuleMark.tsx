import { Badge } from '@amsterdam/design-system-react';
import { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import type { RuleMark as Rule } from '@site/lib/front-matter';
// The status badge's look: a MUST change as a required standard, a SHOULD change as a recommended one. Its rules
// are in the stylesheet every page already loads, so the mark adds none.
import styles from '../ReviewStatus/StatusBadge.module.css';

const looks = { must: styles.required, should: styles.recommended } as const;

const labels = () => ({
  must: translate({
    id: 'changelog.rule.must',
    message: 'MUST rule changed',
  }),
  should: translate({
    id: 'changelog.rule.should',
    message: 'SHOULD rule changed',
  }),
});

/** "MUST rule changed" or "SHOULD rule changed" in words; nothing for a change that touches no rule. */
export default function RuleMark({ rule }: { rule: Rule }) {
  if (rule === 'none') return null;
  return <Badge label={labels()[rule]} className={clsx(styles.badge, looks[rule])} data-rule={rule} />;
}
