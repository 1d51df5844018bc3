import type { Props } from '@theme/ColorModeToggle';

/** Docusaurus' toggle in unit tests: a button that shows the props it was given. */
export default function ColorModeToggle({ className, buttonClassName, value, respectPrefersColorScheme }: Props) {
  return (
    <div className={className}>
      <button
        type="button"
        className={buttonClassName}
        data-value={String(value)}
        data-respect-prefers={String(respectPrefersColorScheme)}
      />
    </div>
  );
}
