import { Svg, type IconProps } from '../ModalShell/Svg';

export function StarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="m7 14.5-1 7 6-3.5 6 3.5-1-7 4.5-4.5L15 9l-3-6.5L9 9l-6.5 1zm-.295-3.123 2.416 2.416-.556 3.896L12 15.685l3.435 2.004-.556-3.896 2.416-2.416-3.66-.564L12 7.273l-1.634 3.54z"
      />
    </Svg>
  );
}

export function HistoryIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2c5.523 0 10 4.477 10 10s-4.477 10-10 10S2 17.523 2 12h2a8 8 0 1 0 1.07-4h2.627v2H2V4h2v2a9.99 9.99 0 0 1 8-4" />
      <path d="m13 11.586 2.707 2.707-1.414 1.414L11 12.414V6h2z" />
    </Svg>
  );
}

export function StarFillIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m12 18-6 3.5 1-7L2.5 10 9 9l3-6.5L15 9l6.5 1-4.5 4.5 1 7z" />
    </Svg>
  );
}
