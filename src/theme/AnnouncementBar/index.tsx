import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * The stock bar claims role="banner", which gives every page a second banner
 * landmark beside the city header; ours is a labelled region instead.
 */
export default function AnnouncementBar() {
  const { announcementBar } = useThemeConfig();
  const { isActive, close } = useAnnouncementBar();
  if (!isActive || !announcementBar) return null;
  return (
    <section
      className={clsx(ThemeClassNames.announcementBar.container, styles.bar)}
      aria-label={translate({
        id: 'announcementBar.label',
        message: 'Announcement',
      })}
    >
      <AnnouncementBarContent className={styles.content} />
      {announcementBar.isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.close} />}
    </section>
  );
}
