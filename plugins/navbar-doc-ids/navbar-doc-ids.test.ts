import { describe, expect, it } from 'vitest';
import { navbarIdProblems } from './index';

const docs = { default: { docs: ['backend/database', 'intro'], sidebars: ['tutorialSidebar'] } };

describe('navbar doc and sidebar ids', () => {
  it('accepts items that name what exists, and items that name nothing', () => {
    const items = [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Documentation' },
      { type: 'doc', docId: 'intro' },
      { type: 'localeDropdown' },
      { label: 'More', items: [{ type: 'doc', docId: 'backend/database' }] },
    ];
    expect(navbarIdProblems(items, docs)).toEqual([]);
  });

  it('names a missing sidebar and lists the sidebars there are', () => {
    const [problem] = navbarIdProblems([{ type: 'docSidebar', sidebarId: 'nope', label: 'Documentation' }], docs);
    expect(problem).toBe(
      'Navbar item "Documentation" names sidebar "nope", which does not exist. Available sidebar ids:\n- tutorialSidebar',
    );
  });

  it('names a missing doc, also inside a dropdown, and lists the docs there are', () => {
    const problems = navbarIdProblems(
      [{ label: 'More', items: [{ type: 'doc', docId: 'gone', label: 'Gone' }] }],
      docs,
    );
    expect(problems).toEqual([
      'Navbar item "Gone" names doc "gone", which does not exist. Available doc ids:\n- backend/database\n- intro',
    ]);
  });

  it('names a docs plugin that does not exist', () => {
    expect(navbarIdProblems([{ type: 'doc', docId: 'intro', docsPluginId: 'api' }], docs)).toEqual([
      'Navbar item "doc" names docs plugin "api", which does not exist.',
    ]);
  });
});
