import { vi } from 'vitest';

export const ThemeClassNames = {
  common: { codeBlock: 'theme-code-block', editThisPage: 'theme-edit-this-page' },
  announcementBar: { container: 'theme-announcement-bar' },
  layout: { navbar: { container: 'theme-layout-navbar', mobileSidebar: { container: 'theme-layout-navbar-sidebar' } } },
};

export const themeConfig = {
  navbar: {
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Documentation' },
      { type: 'docsVersionDropdown', position: 'left' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  announcementBar: { id: 'a', content: 'Hello', isCloseable: true },
};
export const useThemeConfig = vi.fn(() => themeConfig);
