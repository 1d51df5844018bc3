/** Stands in for Docusaurus' navbar item switch: a button named after the item's type. */
export default function NavbarItem({ type }: { type?: string }) {
  return <button type="button">{type ?? 'default'}</button>;
}
