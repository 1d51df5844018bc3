import { useId } from 'react';
import { Button } from '../DesignSystem';
import screens from '../ModalShell/Screens.module.css';
import styles from './AskAi.module.css';

/** Questions offered for one press, and where they stand. */
export interface SuggestionsProps {
  title: string;
  questions: readonly string[];
  onAsk(question: string): void;
  /** Part of an answer (its follow-ups): a heading below the question's, and the answer's spacing. */
  inAnswer?: boolean;
}

/** Questions to ask with one press: the starters before the first question, follow-ups after an answer. */
export default function Suggestions({ title, questions, onAsk, inAnswer = false }: SuggestionsProps) {
  const id = useId();
  if (questions.length === 0) return null;
  const Heading = inAnswer ? 'h4' : 'h3';
  return (
    <section className={inAnswer ? styles.answer : screens.screen} aria-labelledby={id}>
      <Heading id={id} className={screens.text}>
        {title}
      </Heading>
      <ul className={screens.suggestionList}>
        {questions.map((question) => (
          <li key={question}>
            <Button variant="secondary" onClick={() => onAsk(question)}>
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
