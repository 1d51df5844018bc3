import Translate from '@docusaurus/Translate';

/** Tells screen-reader users that a link opens a new tab (the words "(opens in new tab)", visually hidden). */
export default function NewTabHint() {
  return (
    <span className="ams-visually-hidden">
      {' '}
      <Translate id="newTabHint.label">(opens in new tab)</Translate>
    </span>
  );
}
