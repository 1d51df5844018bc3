import { CloseIcon, HistoryIcon, StarFillIcon, StarIcon } from './icons';
import RecentConversations, { type Conversation } from './RecentConversations';
import SavedHitList from './SavedHitList';
import type { SavedHit } from './searchHistory';
import styles from './SearchScreens.module.css';

interface Props<C extends Conversation> {
  recent: readonly SavedHit[];
  favourites: readonly SavedHit[];
  conversations?: readonly C[];
  onSelect(hit: SavedHit): void;
  onFavourite(url: string): void;
  onRemoveRecent(url: string): void;
  onRemoveFavourite(url: string): void;
  onOpenConversation?(conversation: C): void;
  onRemoveConversation?(id: string): void;
  /** Opens the answer screen with no question yet; absent when Ask AI is off. */
  onAskAi?(): void;
}

/** The empty query: recent searches, favourite searches and recent conversations. */
export default function StartScreen<C extends Conversation>({
  recent,
  favourites,
  conversations = [],
  ...on
}: Props<C>) {
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
      <RecentConversations
        conversations={conversations}
        onOpen={on.onOpenConversation}
        onRemove={on.onRemoveConversation}
        onAskAi={on.onAskAi}
      />
    </div>
  );
}
