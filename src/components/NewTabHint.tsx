/** Tells screen-reader users that a link opens a new tab (SPEC §2: "(opens in new tab)"). */
export default function NewTabHint() {
  return <span className="ams-visually-hidden"> (opens in new tab)</span>;
}
