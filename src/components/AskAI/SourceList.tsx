import Translate from '@docusaurus/Translate';
import { useId } from 'react';
import AnswerLink from './AnswerLink';
import { Heading } from '../DesignSystem';
import type { AnswerSource } from './sources';
import screens from '../ModalShell/Screens.module.css';
import styles from './AskAi.module.css';

/**
 * The props of SourceList.
 * @public A component's props are part of its interface, whether or not another module names the type.
 */
export interface SourceListProps {
  /** The answer's sources, in the order its citation markers number them. */
  sources: readonly AnswerSource[];
}

/** The answer's sources, numbered as its citation markers count them; each one shown once. */
export default function SourceList({ sources }: SourceListProps) {
  const id = useId();
  if (sources.length === 0) return null;
  return (
    <section className={`${styles.answer} ${styles.sources}`} aria-labelledby={id}>
      <Heading id={id} level={4} size={5}>
        <Translate id="askAi.sources">Sources</Translate>
      </Heading>
      <ol>
        {sources.map((source) => (
          <li key={source.href}>
            <AnswerLink href={source.href} className={screens.link}>
              {source.title}
            </AnswerLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
