import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// general/code-review and frontend/languages-and-frameworks are left out on
// purpose: their routes exist for old links, but they are not listed.
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Common standards',
      collapsed: false,
      items: [
        'general/languages-and-frameworks',
        'general/project-documentation',
        'general/readme-default',
        'general/secure-coding',
        'general/storing-source-code',
        'general/testing',
        'general/third-party-dependencies',
        'general/using-git',
      ],
    },
    {
      type: 'category',
      label: 'Backend',
      collapsed: false,
      items: ['backend/database', 'backend/docker-usage', 'backend/handling-access-tokens'],
    },
    {
      type: 'category',
      label: 'Frontend',
      collapsed: false,
      items: [
        'frontend/accessibility',
        'frontend/shared-components',
        'frontend/testing',
        'frontend/third-party-dependencies',
      ],
    },
    {
      type: 'category',
      label: 'Projects',
      collapsed: false,
      items: ['projects/maps', 'projects/monitoring', 'projects/secure-mail-relay', 'projects/sso'],
    },
  ],
};

export default sidebars;
