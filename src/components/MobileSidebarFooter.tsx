import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import GitHubIcon from './GitHubIcon';
import NewTabHint from './NewTabHint';
import { siteFacts } from '@site/lib/site-facts';
import styles from './MobileSidebarFooter.module.css';

export default function MobileSidebarFooter() {
  return (
    <div className={styles.footer}>
      <a className={styles.github} href={siteFacts.standardsRepo} target="_blank" rel="noopener noreferrer">
        <GitHubIcon size={20} />
        <span>GitHub</span>
        <NewTabHint />
      </a>
      <NavbarColorModeToggle />
    </div>
  );
}
