import type { Token, TokenInputProps, TokenOutputProps, LineInputProps, LineOutputProps } from 'prism-react-renderer';

type Props = {
  line: Token[];
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
};

/** A one-level copy of Docusaurus' Line: a div of token spans. */
export default function Line({ line, getLineProps, getTokenProps }: Props) {
  return (
    <div {...getLineProps({ line })}>
      {line.map((token, key) => (
        <span key={key} {...getTokenProps({ token })} />
      ))}
    </div>
  );
}
