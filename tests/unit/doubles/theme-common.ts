import { vi } from 'vitest';

export const ThemeClassNames = {
  common: { codeBlock: 'theme-code-block' },
  announcementBar: { container: 'theme-announcement-bar' },
  layout: { navbar: { container: 'theme-layout-navbar', mobileSidebar: { container: 'theme-layout-navbar-sidebar' } } },
};

export const themeConfig = {
  navbar: { hideOnScroll: true },
  announcementBar: { id: 'a', content: 'Hello', isCloseable: true },
};
export const useThemeConfig = vi.fn(() => themeConfig);
