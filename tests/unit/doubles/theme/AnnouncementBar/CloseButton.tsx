import type { ButtonHTMLAttributes } from 'react';

export default function CloseButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" aria-label="Close" {...props} />;
}
