import { vi } from 'vitest';

export const mobileSidebar = { shown: false, shouldRender: true, toggle: vi.fn() };
export const useNavbarMobileSidebar = vi.fn(() => mobileSidebar);
export const useNavbarSecondaryMenu = vi.fn(() => ({ shown: false }));
export const useHideableNavbar = vi.fn(() => ({ navbarRef: () => {}, isNavbarVisible: true }));
export const announcement = { isActive: true, close: vi.fn() };
export const useAnnouncementBar = vi.fn(() => announcement);
export const codeBlock = {
  metadata: {
    code: 'npm test',
    language: 'bash',
    lineClassNames: {} as Record<number, string[]>,
    lineNumbersStart: undefined as number | undefined,
  },
  wordWrap: { codeBlockRef: { current: null } },
};
export const useCodeBlockContext = vi.fn(() => codeBlock);
