import Translate, { translate } from '@docusaurus/Translate';
import Highlighted from '../SearchHit/Highlighted';
import HitPath from '../SearchHit/HitPath';
import { hitHeading } from '../SearchHit/hits';
import { resultCount } from '../ModalShell/messages';
import AnswerLink from './AnswerLink';
import { safeHref } from './links';
import type { AskPart, SearchPart } from './messages';
import screens from '../ModalShell/Screens.module.css';
import styles from './AskAi.module.css';
import shell from './AskAiShell.module.css';

const thinkingText = () => translate({ id: 'askAi.steps.thinking', message: 'Thinking...' });

function searchSummary(query: string, hits: number): string {
  return translate(
    { id: 'askAi.steps.searched', message: 'Searched for "{query}" found {count}' },
    { query, count: resultCount(hits) },
  );
}

function Progress({ text }: { text: string }) {
  return (
    <p className={styles.small}>
      <span className={shell.spinner} aria-hidden="true" />
      {text}
    </p>
  );
}

function SearchStep({ part }: { part: SearchPart }) {
  if (part.state === 'input-streaming' || part.state === 'input-available')
    return <Progress text={translate({ id: 'askAi.steps.searching', message: 'Searching...' })} />;
  if (part.state !== 'output-available')
    return (
      <p className={styles.step}>
        <Translate id="askAi.steps.searchFailed">The search for this answer failed.</Translate>
      </p>
    );
  const { query, hits } = part.output;
  const links = hits.filter((hit) => safeHref(hit.url));
  return (
    <details className={styles.step}>
      <summary className={styles.summary}>{searchSummary(query || part.input.query, hits.length)}</summary>
      {links.length > 0 && (
        <ul>
          {links.map((hit, i) => (
            <li key={`${hit.url}-${i}`}>
              <AnswerLink href={safeHref(hit.url)!} className={screens.link}>
                {/* One line of the link's grid: the title's words and its highlighted ones run on together. */}
                <span>
                  <Highlighted value={hitHeading(hit)} />
                </span>
                <HitPath hit={hit} className={styles.step} />
              </AnswerLink>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** The parts of an answer the steps come from, and whether it is still coming. */
export interface AnswerStepsProps {
  parts: readonly AskPart[];
  /** The answer is on its way. */
  busy: boolean;
}

const inProgress = (part: AskPart) =>
  (part.type === 'reasoning' && part.state === 'streaming') ||
  (part.type === 'tool-searchIndex' && (part.state === 'input-streaming' || part.state === 'input-available'));

/** What the assistant did before answering: its reasoning and its search, each one line until opened. */
export default function AnswerSteps({ parts, busy }: AnswerStepsProps) {
  // Between the steps and the first words of the answer, the assistant is still thinking.
  const thinking = busy && !parts.some((p) => p.type === 'text' || inProgress(p));
  const steps = parts.flatMap((part, i) => {
    if (part.type === 'reasoning') {
      if (part.state === 'streaming') return [<Progress key={i} text={thinkingText()} />];
      if (!part.text.trim()) return [];
      return [
        <details key={i} className={styles.step}>
          <summary className={styles.summary}>
            <Translate id="askAi.steps.reasoning">Reasoning</Translate>
          </summary>
          <p className={styles.reasoning}>{part.text}</p>
        </details>,
      ];
    }
    if (part.type === 'tool-searchIndex') return [<SearchStep key={i} part={part} />];
    return [];
  });
  if (thinking) steps.push(<Progress key="thinking" text={thinkingText()} />);
  // One block, its lines close together: each is tall enough to press, so no gap is needed between them.
  return steps.length > 0 ? <div>{steps}</div> : null;
}
