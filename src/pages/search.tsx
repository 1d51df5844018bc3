import { Grid } from '@amsterdam/design-system-react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import SearchPage from '@site/src/components/Search/SearchPage';

/** The search results page, at the configured path (customFields.search.path, "/search"). */
export default function Search() {
  return (
    <Layout
      title={translate({
        id: 'searchPage.title',
        message: 'Search',
      })}
      description={translate({
        id: 'searchPage.metaDescription',
        message: 'Search the Amsterdam Developers documentation',
      })}
    >
      <main>
        <Grid paddingVertical="x-large">
          <Grid.Cell span={{ narrow: 4, medium: 8, wide: 8 }}>
            <SearchPage />
          </Grid.Cell>
        </Grid>
      </main>
    </Layout>
  );
}
