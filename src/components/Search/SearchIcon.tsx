import type { SVGProps } from 'react';

/** The ADS search icon, inlined: the header must not pull the icon package into first-load JS. */
export default function SearchIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" {...props}>
      <path d="M16.159 14.727a7.46 7.46 0 0 0 1.574-4.61A7.62 7.62 0 0 0 10.116 2.5 7.62 7.62 0 0 0 2.5 10.116a7.62 7.62 0 0 0 7.616 7.617c1.737 0 3.331-.58 4.61-1.575l5.332 5.342 1.442-1.442zm-6.043.974a5.595 5.595 0 0 1-5.585-5.585 5.595 5.595 0 0 1 5.585-5.585 5.595 5.595 0 0 1 5.586 5.585 5.52 5.52 0 0 1-.985 3.159 5.4 5.4 0 0 1-1.443 1.441c-.893.62-1.98.986-3.158.986" />
    </svg>
  );
}
