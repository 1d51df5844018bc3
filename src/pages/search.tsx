import { translate } from '@docusaurus/Translate';
import TextPage from '@site/src/components/TextPage';
import SearchPage from '@site/src/components/Search/SearchPage';

/** The search results page, at /search. */
export default function Search() {
  return (
    <TextPage
      title={translate({
        id: 'searchPage.title',
        message: 'Search',
      })}
      description={translate({
        id: 'searchPage.metaDescription',
        message: 'Search the Amsterdam Developers documentation',
      })}
    >
      <SearchPage />
    </TextPage>
  );
}
