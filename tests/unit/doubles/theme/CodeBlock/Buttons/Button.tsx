import type { ButtonHTMLAttributes } from 'react';

export default function CodeBlockButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} />;
}
