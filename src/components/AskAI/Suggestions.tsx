import { useId } from 'react';
import screens from '../Search/SearchScreens.module.css';

interface Props {
  title: string;
  questions: readonly string[];
  onAsk(question: string): void;
}

/** Questions to ask with one press: the starters before the first question, follow-ups after an answer. */
export default function Suggestions({ title, questions, onAsk }: Props) {
  const id = useId();
  if (questions.length === 0) return null;
  return (
    <section className={screens.screen} aria-labelledby={id}>
      <h3 id={id} className={screens.text}>
        {title}
      </h3>
      <ul className={screens.suggestionList}>
        {questions.map((question) => (
          <li key={question}>
            <button type="button" className={screens.suggestion} onClick={() => onAsk(question)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
