import type { SVGProps } from 'react';

/** Every @theme/Icon/* resolves here in unit tests: an svg named after nothing. */
export default function Icon(props: SVGProps<SVGSVGElement>) {
  return <svg data-testid="icon" {...props} />;
}
