import Translate from '@docusaurus/Translate';
import styles from './SearchModal.module.css';

/**
 * The props of KeyboardHints.
 * @public A component's props are part of its interface, whether or not another module names the type.
 */
export interface KeyboardHintsProps {
  /** Whether the screen has options for ↑ and ↓ to move through, so that the hint promises them. */
  arrows: boolean;
}

/**
 * For sighted keyboard users; screen readers learn the same from the combobox roles. The arrows are promised
 * only where there is something for them to move through.
 */
export default function KeyboardHints({ arrows }: KeyboardHintsProps) {
  return (
    <p className={styles.hints} aria-hidden="true">
      {arrows && (
        <>
          <Translate
            id="search.hints.arrows"
            values={{ up: <kbd>↑</kbd>, down: <kbd>↓</kbd>, enter: <kbd>Enter</kbd> }}
          >
            {'{up} {down} to move, {enter} to open,'}
          </Translate>{' '}
        </>
      )}
      <Translate id="search.hints.close" values={{ esc: <kbd>Esc</kbd> }}>
        {'{esc} to close'}
      </Translate>
    </p>
  );
}
