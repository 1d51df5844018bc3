import clsx from 'clsx';
import OriginalColorModeToggle from '@theme-original/ColorModeToggle';
import type { Props } from '@theme/ColorModeToggle';
import styles from './styles.module.css';

/**
 * Docusaurus' own toggle, whose icon is right before hydration, in the city's
 * size and colours. Light and dark only comes from `respectPrefersColorScheme:
 * false`; the names that say what a press does ("Toggle dark mode") come from
 * i18n/en/code.json.
 */
export default function ColorModeToggle(props: Props) {
  return (
    <OriginalColorModeToggle
      {...props}
      className={clsx(styles.toggle, props.className)}
      buttonClassName={clsx(styles.button, props.buttonClassName)}
    />
  );
}
