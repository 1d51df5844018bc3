import type { ComponentProps } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** Wide tables scroll inside a focusable region, so keyboard users can scroll them too (WCAG 2.1.1). */
export default {
  ...MDXComponents,
  table: (props: ComponentProps<'table'>) => <ScrollableTable {...props} />,
};
