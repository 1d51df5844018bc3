import SearchModal from './SearchModal';
import { sitePath } from '../SearchHit/hits';
import type { SearchModalHandle } from './types';

export { loadAskAiSession } from '../AskAI/AskAiLoader';
import { useSearchSettings, useSiteSearchProvider } from './useSiteSearchProvider';

/** The lazily loaded chunk ("search-modal"): the modal with this site's provider and search page. */
export default function SiteSearchModal({
  onClose,
  initialQuery,
  startWithAsk,
  initialQuestion,
  resume,
}: SearchModalHandle) {
  const provider = useSiteSearchProvider();
  const { siteUrl } = useSearchSettings();
  return (
    <SearchModal
      provider={provider}
      onClose={onClose}
      initialQuery={initialQuery}
      startWithAsk={startWithAsk}
      initialQuestion={initialQuestion}
      resume={resume}
      toPath={(url) => sitePath(url, siteUrl)}
    />
  );
}
