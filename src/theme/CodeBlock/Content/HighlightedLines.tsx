import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import { Prism } from './prism';

// No inline colours: tokens keep Prism's class names and src/css/code.css colours them per colour mode.
const classOnly: PrismTheme = { plain: {}, styles: [] };

export default function HighlightedLines() {
  const { metadata } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  return (
    <Highlight prism={Prism} theme={classOnly} code={code} language={language}>
      {({ tokens, getLineProps, getTokenProps }) =>
        tokens.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))
      }
    </Highlight>
  );
}
