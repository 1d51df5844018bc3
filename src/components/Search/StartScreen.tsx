import Translate, { translate } from '@docusaurus/Translate';
import { CloseIcon } from '../ModalShell/IconButton';
import { HistoryIcon, StarFillIcon, StarIcon } from './icons';
import RecentConversations, { type Conversation } from './RecentConversations';
import SavedHitList from './SavedHitList';
import type { SavedHit } from '../SearchHit/hits';
import screens from '../ModalShell/Screens.module.css';
import styles from './StartScreen.module.css';

/** What the empty-query screen lists (recent and favourite searches, conversations) and what it does with them. */
export interface StartScreenProps<C extends Conversation> {
  id: string;
  /** The option the search field points at (-1: none), numbered from the first recent search. */
  activeIndex: number;
  optionId(index: number): string;
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
  id,
  activeIndex,
  optionId,
  recent,
  favourites,
  conversations = [],
  ...on
}: StartScreenProps<C>) {
  const nothing = recent.length === 0 && favourites.length === 0 && conversations.length === 0;
  const options = (firstIndex: number) => ({ firstIndex, activeIndex, optionId });
  return (
    <div className={styles.start} id={id}>
      {nothing && (
        <p className={screens.text}>
          <Translate id="search.start.empty">
            No recent searches. The pages you open from here are kept for next time.
          </Translate>
        </p>
      )}
      <SavedHitList
        title={translate({ id: 'search.recent.title', message: 'Recent' })}
        icon={<HistoryIcon />}
        hits={recent}
        {...options(0)}
        onSelect={on.onSelect}
        actions={[
          {
            label: translate({ id: 'search.recent.favourite', message: 'Save as favourite' }),
            icon: <StarIcon />,
            onClick: on.onFavourite,
          },
          {
            label: translate({ id: 'search.recent.remove', message: 'Remove from recent searches' }),
            icon: <CloseIcon />,
            onClick: on.onRemoveRecent,
          },
        ]}
      />
      <SavedHitList
        title={translate({ id: 'search.favourites.title', message: 'Favourites' })}
        icon={<StarFillIcon />}
        hits={favourites}
        {...options(recent.length)}
        onSelect={on.onSelect}
        actions={[
          {
            label: translate({ id: 'search.favourites.remove', message: 'Remove from favourites' }),
            icon: <CloseIcon />,
            onClick: on.onRemoveFavourite,
          },
        ]}
      />
      <RecentConversations
        conversations={conversations}
        {...options(recent.length + favourites.length)}
        onOpen={on.onOpenConversation}
        onRemove={on.onRemoveConversation}
        onAskAi={on.onAskAi}
      />
    </div>
  );
}
