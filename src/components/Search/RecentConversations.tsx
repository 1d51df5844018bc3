import styles from './SavedHitList.module.css';

/** A past Ask AI conversation (SPEC §3 "Conversation entry"); the Ask AI issue supplies them. */
export interface Conversation {
  id: string;
  title: string;
}

/**
 * The place the Ask AI issue fills. Until there are conversations it
 * renders an empty section and no heading: nothing made up is shown.
 */
export default function RecentConversations({ conversations }: { conversations: readonly Conversation[] }) {
  return (
    <section className={styles.section} data-search-section="recent-conversations">
      {conversations.length > 0 && (
        <>
          <h2 className={styles.heading}>Recent conversations</h2>
          <ul className={styles.list}>
            {conversations.map((c) => (
              <li key={c.id} className={styles.row}>
                {c.title}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
