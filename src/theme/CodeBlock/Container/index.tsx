import type { ComponentProps, ElementType } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Props<T extends ElementType> = { as: T } & ComponentProps<T>;

/** The stock container sets the Prism colours as inline styles; ours come from src/css/code.css. */
export default function CodeBlockContainer<T extends ElementType>({ as: As, ...props }: Props<T>) {
  return <As {...props} className={clsx(props.className, styles.container, ThemeClassNames.common.codeBlock)} />;
}
