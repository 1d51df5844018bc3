import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';

/** The code as plain lines, shown while the highlighter loads after a client-side navigation. */
export default function PlainLines() {
  const { metadata } = useCodeBlockContext();
  return metadata.code.split('\n').map((line, i) => (
    <div key={i} className={clsx('token-line', metadata.lineClassNames[i])}>
      {line}
      <br />
    </div>
  ));
}
