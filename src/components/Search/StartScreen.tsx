import { CloseIcon, HistoryIcon, StarFillIcon, StarIcon } from './icons';
import RecentConversations, { type Conversation } from './RecentConversations';
import SavedHitList from './SavedHitList';
import type { SavedHit } from './searchHistory';
import styles from './SearchScreens.module.css';

interface Props {
  recent: readonly SavedHit[];
  favourites: readonly SavedHit[];
  conversations?: readonly Conversation[];
  onSelect(hit: SavedHit): void;
  onFavourite(url: string): void;
  onRemoveRecent(url: string): void;
  onRemoveFavourite(url: string): void;
}

/** The empty query (SPEC §2): recent searches, favourite searches and recent conversations. */
export default function StartScreen({ recent, favourites, conversations = [], ...on }: Props) {
  const nothing = recent.length === 0 && favourites.length === 0 && conversations.length === 0;
  return (
    <div className={styles.start}>
      {nothing && (
        <p className={styles.text}>No recent searches. The pages you open from here are kept for next time.</p>
      )}
      <SavedHitList
        title="Recent"
        icon={<HistoryIcon />}
        hits={recent}
        onSelect={on.onSelect}
        actions={[
          { label: 'Save as favourite', icon: <StarIcon />, onClick: on.onFavourite },
          { label: 'Remove from recent searches', icon: <CloseIcon />, onClick: on.onRemoveRecent },
        ]}
      />
      <SavedHitList
        title="Favourites"
        icon={<StarFillIcon />}
        hits={favourites}
        onSelect={on.onSelect}
        actions={[{ label: 'Remove from favourites', icon: <CloseIcon />, onClick: on.onRemoveFavourite }]}
      />
      <RecentConversations conversations={conversations} />
    </div>
  );
}
