import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import IconClose from '@theme/Icon/Close';
import styles from './styles.module.css';

/** Brand and a close button named in Dutch, as the city header's own controls are. */
export default function NavbarMobileSidebarHeader() {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <div className={`navbar-sidebar__brand ${styles.brand}`}>
      <Link to="/" className={styles.brandLink} onClick={() => mobileSidebar.toggle()}>
        <Translate id="site.brandName">Developers</Translate>
      </Link>
      <button type="button" className={styles.close} onClick={() => mobileSidebar.toggle()}>
        <span lang="nl">
          <Translate id="mobileMenu.close">Sluiten</Translate>
        </span>
        <IconClose aria-hidden="true" width={14} height={14} />
      </button>
    </div>
  );
}
