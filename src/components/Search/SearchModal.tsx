import Translate from '@docusaurus/Translate';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import type { SearchHit, SearchProvider } from '@site/packages/search/src';
import AskAiLoader, { readConversations, removeConversation, type StoredConversation } from '../AskAI/AskAiLoader';
import AskAiOption from './AskAiOption';
import type { AnswerPlace, AnswerSession } from '../ModalShell/answerSession';
import { useAskAiSettings } from '../ModalShell/askAiSettings';
import { groupHits, toSavedHit, type SavedHit } from '../SearchHit/hits';
import { Loading } from '../LazyChunk/LazyChunkStatus';
import { useSettled } from './useSettled';
import KeyboardHints from './KeyboardHints';
import SlashShortcutSetting from './SlashShortcutSetting';
import { resultCount, unavailableTitle } from '../ModalShell/messages';
import NoResults, { noResultsFor } from './NoResults';
import { searchTheDocs } from './messages';
import ResultsListbox from './ResultsListbox';
import SearchError from './SearchError';
import SearchField from './SearchField';
import { searchPageUrl } from '@site/lib/search-settings';
import { isAskShortcut } from '../ModalShell/shortcuts';
import StartScreen from './StartScreen';
import type { SearchModalHandle } from './types';
import { stepOption, useActiveOption } from './useActiveOption';
import ModalDialog, { useModalDialog } from '../ModalShell/ModalDialog';
import { useSearch, type SearchState } from './useSearch';
import { useSearchHistory } from './useSearchHistory';
import { useStartOptions } from './useStartOptions';
import shell from '../ModalShell/ModalShell.module.css';
import styles from './SearchModal.module.css';

/** DocSearch's request size; each group then shows at most 5, so one page cannot fill the list. */
const MODAL_HITS = 20;

export interface SearchModalProps extends SearchModalHandle {
  provider: SearchProvider;
  /** Turns a hit's URL into a path of this site (hosted hits carry the live site's address). */
  toPath?(url: string): string;
}

/** What the answer screen opens with: a question to ask, a past conversation, or neither (the starters). */
interface AskRequest {
  key: number;
  question?: string;
  conversation?: StoredConversation;
  /** Where it was read when a source was followed from it. */
  restore?: AnswerPlace;
}

/** The conversation a source was followed from, as kept; one whose first answer was still coming is not kept yet. */
function resumed({ conversationId, surface, scrollTop, exchange }: AnswerSession): AskRequest {
  const conversation = readConversations().find((c) => c.id === conversationId) ?? {
    id: conversationId,
    title: '',
    messages: [],
    feedback: {},
    stopped: [],
    updatedAt: 0,
  };
  return { key: 0, conversation, restore: { surface, scrollTop, exchange } };
}

function announcement(state: SearchState): string {
  if (state.status === 'results') return resultCount(state.nbHits);
  if (state.status === 'empty') return noResultsFor(state.query);
  if (state.status === 'error') return unavailableTitle();
  return '';
}

export default function SearchModal({
  provider,
  onClose,
  initialQuery = '',
  startWithAsk = false,
  initialQuestion,
  resume,
  toPath = (url) => url,
}: SearchModalProps) {
  const [query, setQuery] = useState(initialQuery);
  const { state, pending } = useSearch(provider, query, MODAL_HITS);
  // Said once typing pauses: a count per key would be chatter.
  const spoken = useSettled(announcement(state));
  const saved = useSearchHistory();
  const history = useHistory();
  const { dialogProps, close } = useModalDialog(onClose);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const askAi = useAskAiSettings();
  const [ask, setAsk] = useState<AskRequest | null>(() => {
    if (!askAi.enabled) return null;
    if (resume) return resumed(resume);
    return startWithAsk ? { key: 0, question: initialQuestion } : null;
  });
  const [conversations, setConversations] = useState(() => (askAi.enabled ? readConversations() : []));
  const asked = useRef(false);

  useEffect(() => {
    // The index downloads while the first word is typed; a failure shows once a query is asked.
    provider.preload().catch(() => undefined);
  }, [provider]);

  const hits = state.status === 'results' ? state.hits : null;
  const groups = hits ? groupHits(hits) : [];
  const options = groups.flatMap((g) => g.hits);
  const [active, setActive] = useActiveOption(hits, optionId);
  // With a query, "Ask AI: {query}" is option 0 and the results follow it (DocSearch's order).
  const askQuery = askAi.enabled ? query.trim() : '';
  const leading = askQuery ? 1 : 0;
  const optionCount = leading + options.length;
  const openAsk = (request: Omit<AskRequest, 'key'>) => setAsk({ ...request, key: Date.now() });
  const onAskAi = askAi.enabled ? () => openAsk({}) : undefined;
  const start = useStartOptions(id, query, state.status === 'idle', {
    recent: saved.recent,
    favourites: saved.favourites,
    conversations,
    askAi: !!onAskAi,
  });
  const backToSearch = () => {
    setConversations(readConversations());
    setAsk(null);
  };
  const askListbox = {
    firstIndex: leading,
    leading: askQuery ? (
      <AskAiOption
        id={optionId(0)}
        query={askQuery}
        active={active === 0}
        onActivate={() => setActive(0)}
        onSelect={() => openAsk({ question: askQuery })}
      />
    ) : null,
  };

  useEffect(() => {
    // Back from the answer screen, the focus returns to the search field.
    if (!ask && asked.current) dialogProps.ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    asked.current = !!ask;
  }, [ask, dialogProps.ref]);

  const open = (hit: SavedHit) => {
    saved.addRecent(hit);
    close('navigated');
  };
  const select = (hit: SearchHit) => {
    if (!hit.url) return;
    const url = toPath(hit.url);
    open(toSavedHit({ ...hit, url }));
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = optionCount;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault(); // the caret stays where it is
      const down = event.key === 'ArrowDown';
      if (n > 0) setActive(stepOption(active, n, down));
      else start.move(down);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (n === 0) start.open();
      else if (active < leading) openAsk({ question: askQuery });
      else if (options[active - leading]) select(options[active - leading]);
    } else if (askAi.enabled && isAskShortcut(event)) {
      event.preventDefault(); // the answer screen at once, with the query typed so far as its question
      openAsk({ question: askQuery || undefined });
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault(); // the shortcut that opened the modal closes it
      close();
    }
  };

  // The answer screen takes the dialog's place; the search (query, results) waits behind it.
  if (ask)
    return (
      <ModalDialog dialogProps={dialogProps} label={searchTheDocs()}>
        <AskAiLoader
          key={ask.key}
          settings={askAi}
          question={ask.question}
          conversation={ask.conversation}
          restore={ask.restore}
          onBack={backToSearch}
          onClose={() => close()}
          onNavigate={() => close('navigated')}
        />
      </ModalDialog>
    );

  return (
    <ModalDialog dialogProps={dialogProps} label={searchTheDocs()}>
      <SearchField
        value={query}
        onChange={setQuery}
        onKeyDown={onKeyDown}
        onClose={() => close()}
        expanded={optionCount > 0 || start.count > 0}
        listboxId={optionCount > 0 ? listboxId : start.id}
        activeId={optionCount > 0 ? optionId(active) : start.active >= 0 ? start.optionId(start.active) : undefined}
      />
      <div className={shell.body}>
        {state.status === 'idle' && (
          <StartScreen
            id={start.id}
            activeIndex={start.active}
            optionId={start.optionId}
            recent={saved.recent}
            favourites={saved.favourites}
            onSelect={open}
            onFavourite={saved.makeFavourite}
            onRemoveRecent={saved.removeRecent}
            onRemoveFavourite={saved.removeFavourite}
            conversations={conversations}
            onOpenConversation={(conversation) => openAsk({ conversation })}
            onRemoveConversation={(conversationId) => setConversations(removeConversation(conversationId))}
            onAskAi={onAskAi}
          />
        )}
        {askQuery && state.status !== 'results' && (
          <ResultsListbox
            id={listboxId}
            groups={[]}
            activeIndex={active}
            optionId={optionId}
            onActivate={setActive}
            onSelect={select}
            busy={state.status === 'loading'}
            {...askListbox}
          />
        )}
        {state.status === 'results' && (
          <>
            <ResultsListbox
              id={listboxId}
              groups={groups}
              activeIndex={active}
              optionId={optionId}
              onActivate={setActive}
              onSelect={select}
              hrefOf={(hit) => toPath(hit.url ?? '')}
              busy={pending}
              {...askListbox}
            />
            {/* Inside the scrolling area, so it holds something to Tab to (options take no focus). */}
            <div className={styles.seeAllBar}>
              <Link to={searchPageUrl(state.query)} className={styles.seeAll} onClick={() => close('navigated')}>
                <Translate id="search.seeAll" values={{ n: state.nbHits }}>
                  {'See all {n} results'}
                </Translate>
              </Link>
            </div>
          </>
        )}
        {state.status === 'empty' && (
          <NoResults query={state.query} suggestions={state.suggestions} onSuggestion={setQuery} />
        )}
        {state.status === 'error' && <SearchError />}
        {state.status === 'loading' && <Loading />}
      </div>
      <div className={styles.footer}>
        <SlashShortcutSetting />
        <KeyboardHints arrows={optionCount > 0 || start.count > 0} />
      </div>
      <div role="status" className="ams-visually-hidden">
        {spoken}
      </div>
    </ModalDialog>
  );
}
