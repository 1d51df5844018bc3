import styles from './SearchModal.module.css';

/**
 * For sighted keyboard users; screen readers learn the same from the combobox roles. The arrows are promised
 * only where there is something for them to move through.
 */
export default function KeyboardHints({ arrows }: { arrows: boolean }) {
  return (
    <div className={styles.footer} aria-hidden="true">
      <p className={styles.hints}>
        {arrows && (
          <>
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open,{' '}
          </>
        )}
        <kbd>Esc</kbd> to close
      </p>
    </div>
  );
}
