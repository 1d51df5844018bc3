import { Svg, type IconProps } from '../ModalShell/Svg';

// ADS icons for the answer screen's chunk only (see icons.tsx for why they are inlined).

export function ThumbsUpIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M14.697 5.597a4.01 4.01 0 0 1 .6 4.457l-.24.486h3.475c2.058 0 3.49 2.063 2.787 4.014l-1.467 4.07a3.96 3.96 0 0 1-3.716 2.626H2.5V10.54h4.825l4.825-7.79zm1.439 13.658H9.302v-8.143l3.136-5.063.79.884a2.01 2.01 0 0 1 .302 2.229l-1.672 3.372h6.674a.996.996 0 0 1 .929 1.339l-1.467 4.069a1.98 1.98 0 0 1-1.858 1.313m-11.659-6.72h2.801v6.72h-2.8z"
      />
    </Svg>
  );
}

export function ThumbsDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M9.303 18.403a4.01 4.01 0 0 1-.6-4.457l.24-.486H5.468c-2.058 0-3.49-2.063-2.787-4.014l1.467-4.07A3.96 3.96 0 0 1 7.864 2.75H21.5v10.71h-4.825l-4.825 7.79zM7.864 4.745h6.834v8.143l-3.136 5.063-.79-.884a2.01 2.01 0 0 1-.302-2.229l1.672-3.372H5.468a.996.996 0 0 1-.929-1.339l1.467-4.069a1.98 1.98 0 0 1 1.858-1.313m11.659 6.72h-2.801v-6.72h2.8z"
      />
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

export function CheckMarkIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M8.642 17.032 20.014 4 21.5 5.304 8.677 20 2.5 13.243l1.456-1.338z"
      />
    </Svg>
  );
}

/** ADS "Refresh". */
export function RetryIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.67773 8.30856C4.24213 9.30085 4 10.399 4 11.5533C4.00012 15.9358 7.48736 19.4998 11.8242 19.594L10.3467 21.0784L11.7617 22.5L15.6504 18.5906L11.7617 14.6802L10.3467 16.1028L11.8193 17.5823C8.58935 17.4862 6.00012 14.8238 6 11.5533C6 10.7625 6.15153 10.0069 6.42676 9.31487L4.67773 8.30856Z" />
      <path d="M8.34961 5.4094L12.2383 9.31978L13.6533 7.89719L12.1807 6.41767C15.4106 6.51379 17.9999 9.17626 18 12.4467C18 13.2344 17.8493 13.9875 17.5762 14.6773L19.3379 15.6561C19.7639 14.673 20 13.5875 20 12.4467C19.9999 8.06418 16.5126 4.50022 12.1758 4.40603L13.6533 2.9216L12.2383 1.5L8.34961 5.4094Z" />
    </Svg>
  );
}
