import type { DocPage } from '../records';

const page = (url: string, lvl0: string, sections: DocPage['sections'], extra: Partial<DocPage> = {}): DocPage => ({
  url,
  lvl0,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  pageRank: 1,
  sections,
  ...extra,
});

/** A small site shaped like ours, written so each ranking rule has a case that tells it apart. */
export const corpus: DocPage[] = [
  page('/docs/backend/database', 'Backend', [
    {
      level: 1,
      anchor: null,
      title: 'Database',
      content: ['City applications store their data in PostgreSQL, a relational database queried with SQL.'],
    },
    {
      level: 2,
      anchor: 'postgis',
      title: 'PostGIS for geospatial data',
      content: ['Enable the extension when an application stores locations.'],
    },
    {
      level: 2,
      anchor: 'local-development',
      title: 'Local development',
      content: ['Run the same PostgreSQL version locally in a container.'],
    },
  ]),
  page('/docs/backend/docker-usage', 'Backend', [
    {
      level: 1,
      anchor: null,
      title: 'Docker usage',
      content: ['Docker is the container tool for development, test and production.'],
    },
    {
      level: 2,
      anchor: 'base-images',
      title: 'Base images',
      content: [
        'Choose a maintained base image; the postgis/postgis image bundles PostGIS.',
        'Pin <versions> & "dependencies" in every image.',
      ],
    },
    {
      level: 3,
      anchor: 'registry',
      title: 'Container registry',
      content: ['Push every image to the Azure Container Registry.'],
    },
    {
      level: 2,
      anchor: 'secrets',
      title: 'Secrets',
      content: ['Inject secrets at runtime from Azure Key Vault, never at build time.'],
    },
  ]),
  page('/docs/general/testing', 'Common standards', [
    {
      level: 1,
      anchor: null,
      title: 'Testing',
      content: ['Developers write unit tests and integration tests for every production-ready project.'],
    },
    {
      level: 2,
      anchor: 'coverage',
      title: 'Coverage',
      content: ['New back-end projects reach 80% coverage; front-end projects aim for 70%.'],
    },
    {
      level: 2,
      anchor: 'accessibility-tests',
      title: 'Accessibility tests',
      content: ['Automated checks run in the pipeline with axe.'],
    },
  ]),
  page('/docs/frontend/accessibility', 'Frontend', [
    {
      level: 1,
      anchor: null,
      title: 'Accessibility',
      content: ['Government websites meet WCAG 2.1 level AA; the coverage of the law includes apps.'],
    },
    {
      level: 2,
      anchor: 'screen-readers',
      title: 'Screen readers',
      content: ['Complete a task with a screen reader such as VoiceOver.'],
    },
  ]),
  page(
    '/docs/general/code-review',
    'Documentation',
    [
      {
        level: 1,
        anchor: null,
        title: 'Code review',
        content: ['A pull request needs one approval before it is merged.'],
      },
    ],
    { pageRank: 0 },
  ),
  page(
    '/docs/nl/toegankelijkheid',
    'Frontend',
    [{ level: 1, anchor: null, title: 'Toegankelijkheid', content: ['Websites van de gemeente voldoen aan WCAG.'] }],
    { language: 'nl' },
  ),
  page(
    '/release-notes',
    'Documentation',
    [{ level: 1, anchor: null, title: 'Release notes', content: ['The Docker base images were updated in November.'] }],
    { docusaurus_tag: 'default' },
  ),
];
