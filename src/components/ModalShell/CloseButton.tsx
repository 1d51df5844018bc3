import { CloseIcon } from './CloseIcon';
import IconButton, { type IconButtonProps } from './IconButton';

/** A cross that closes or dismisses what it sits in. */
export type CloseButtonProps = Omit<IconButtonProps, 'children' | 'type'>;

/** The cross of the search dialog, the Ask AI panel and "Back to your answer": one look and one target size. */
export default function CloseButton(props: CloseButtonProps) {
  return (
    <IconButton {...props}>
      <CloseIcon />
    </IconButton>
  );
}
