export default function NavbarColorModeToggle() {
  return <button type="button">Toggle dark mode</button>;
}
