import styles from './SearchModal.module.css';

/** For sighted keyboard users; screen readers learn the same from the combobox roles. */
export default function KeyboardHints() {
  return (
    <div className={styles.footer} aria-hidden="true">
      <p className={styles.hints}>
        <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
      </p>
    </div>
  );
}
