import { Svg, type IconProps } from './Svg';

// ADS icons (design-system-react-icons), inlined: an icon imported from the package lands in main.js,
// where the package's module already sits for the header.

export function AskAiIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M19.5 4.52v11.12h-6.44l-5.51 2.99-1.12-2.99H4.5V4.52zm2-2.02v15.16h-7.94L6.49 21.5l-1.44-3.84H2.5V2.5zm-10.156 8.506v.639h1.343v-.38c0-.492.421-.91.872-1.359l.103-.102c.444-.455.888-.997.888-1.841 0-1.148-.932-1.863-2.329-1.863-1.126 0-1.82.347-2.371 1.116l1.126.898c.292-.411.617-.606 1.007-.606.552 0 .877.26.877.704 0 .526-.293.8-.611 1.096l-.147.138c-.379.369-.758.77-.758 1.56m-.303 2.23c0 .564.411.965.974.965.564 0 .975-.401.975-.964 0-.553-.422-.964-.975-.964s-.974.411-.974.964"
      />
    </Svg>
  );
}

export function ArrowBackwardIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10.658 6.673 9.238 5.25 2.5 12l6.738 6.75 1.42-1.423-4.312-4.32H21.5v-2.013H6.346z" />
    </Svg>
  );
}

export function ArrowForwardIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m13.342 6.673 1.42-1.423L21.5 12l-6.738 6.75-1.42-1.423 4.312-4.32H2.5v-2.013h15.154z" />
    </Svg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M21.5 2.5h-15v4h-4v15h15v-4h4zm-6 17h-11v-11h2v9h9zm4-4h-11v-11h11z" />
    </Svg>
  );
}

export function DocumentIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M16 6H8v2h8zM8 10h8v2H8zM8 14h5.79v2H8z" />
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M4 22V2h16v14.21L17.43 22zM18 4H6v16.01h9.56l-1.38-1.55L18 15.63z"
      />
    </Svg>
  );
}
