import Translate, { translate } from '@docusaurus/Translate';
import { useId, useRef, type KeyboardEvent } from 'react';
import { CloseButton } from '../ModalShell/IconButton';
import { searchTheDocs } from './messages';
import SearchIcon from './SearchIcon';
import shell from '../ModalShell/ModalShell.module.css';

/** The search field's text, its combobox state and what its keys and buttons do. */
export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onClose(): void;
  expanded: boolean;
  listboxId: string;
  activeId?: string;
}

/** The combobox input of ARIA 1.2, with buttons to clear it and to close the modal. */
export default function SearchField({
  value,
  onChange,
  onKeyDown,
  onClose,
  expanded,
  listboxId,
  activeId,
}: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={shell.field}>
      <label htmlFor={id} className={shell.label}>
        <SearchIcon className={shell.fieldIcon} />
        <span className="ams-visually-hidden">{searchTheDocs()}</span>
      </label>
      <input
        ref={input}
        id={id}
        className={shell.input}
        // Not type="search": there Escape empties the field instead of closing the modal.
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={expanded ? activeId : undefined}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        placeholder={searchTheDocs()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        data-autofocus
      />
      {value !== '' && (
        <button
          type="button"
          className={shell.textButton}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <Translate id="search.clear">Clear</Translate>
        </button>
      )}
      <CloseButton
        label={translate({ id: 'modal.close', message: 'Close search' })}
        title={translate({ id: 'modal.closeTitle', message: 'Close (Esc)' })}
        onClick={onClose}
      />
    </div>
  );
}
