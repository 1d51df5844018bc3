export default function NavbarMobileSidebar() {
  return <div data-testid="mobile-sidebar" />;
}
