import type { SVGProps } from 'react';

// ADS icons (design-system-react-icons), inlined: each chunk carries only the icons it draws.
export type IconProps = SVGProps<SVGSVGElement>;

export function Svg({ children, ...props }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" {...props}>
      {children}
    </svg>
  );
}
