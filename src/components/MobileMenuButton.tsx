import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import Translate from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import styles from './MobileMenuButton.module.css';

const ID = 'mobile-menu-button';

/** The button that opened the mobile menu, where focus returns when it closes. */
export const menuButton = (): HTMLElement | null => document.getElementById(ID);

/** Opens Docusaurus' mobile sidebar from the ADS header below the 996 px breakpoint. */
export default function MobileMenuButton() {
  const { toggle, shown } = useNavbarMobileSidebar();
  return (
    <button
      id={ID}
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-expanded={shown}
      onClick={toggle}
    >
      <span className={styles.label}>
        <Translate id="mobileMenu.open">Menu</Translate>
      </span>
      <IconMenu width={24} height={24} aria-hidden="true" />
    </button>
  );
}
