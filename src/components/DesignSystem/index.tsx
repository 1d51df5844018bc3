import type { ButtonHTMLAttributes, ComponentType, HTMLAttributes, Ref, SVGProps } from 'react';

// The Amsterdam Design System's markup for the parts of the site loaded on demand (the search dialog, Ask AI, what
// stands in for a part while it loads), written with the system's own class names (its stylesheets are on every
// page). Its React components for these sit in code every page loads (the header, the footer, the doc pages'
// feedback form); imported into an on-demand chunk too, the bundler would have to take them out of that code as
// modules of their own, and every page's first load would grow.

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { level: 2 | 3 | 4; size?: 3 | 4 | 5 };

export function Heading({ level, size = level === 2 ? 4 : level, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} className={`ams-heading ams-heading--${size}`} />;
}

export function SmallParagraph(props: HTMLAttributes<HTMLParagraphElement> & { ref?: Ref<HTMLParagraphElement> }) {
  return <p {...props} className="ams-paragraph ams-paragraph--small" />;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant: 'primary' | 'secondary' | 'tertiary';
  /** Before the words, sized by the button's icon box (1em), as the system's own icons are. */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, icon: Icon, className, children, ...props }: ButtonProps) {
  return (
    <button type="button" {...props} className={`ams-button ams-button--${variant} ${className ?? ''}`}>
      {Icon && (
        <span className="ams-icon">
          <Icon width={undefined} height={undefined} />
        </span>
      )}
      {children}
    </button>
  );
}
