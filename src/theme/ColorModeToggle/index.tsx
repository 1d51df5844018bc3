import { memo } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import type { Props } from '@theme/ColorModeToggle';
import styles from './styles.module.css';

/**
 * Light and dark only: the site ignores the system preference, so
 * the three-way cycle of the stock toggle never applies. The name says what a
 * press does.
 */
function ColorModeToggle({ className, buttonClassName, value, onChange }: Props) {
  const isBrowser = useIsBrowser();
  const isDark = value === 'dark';
  const label = isDark ? 'Toggle light mode' : 'Toggle dark mode';
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.button, buttonClassName)}
        onClick={() => onChange(isDark ? 'light' : 'dark')}
        disabled={!isBrowser}
        aria-label={label}
        title={label}
      >
        {isDark ? <IconLightMode aria-hidden="true" /> : <IconDarkMode aria-hidden="true" />}
      </button>
    </div>
  );
}

export default memo(ColorModeToggle);
