import type { AnswerSession } from '../ModalShell/answerSession';
import type { CloseReason } from '../ModalShell/ModalDialog';

export interface SearchModalHandle {
  onClose(reason: CloseReason): void;
  /** What the visitor typed before the modal's code had arrived. */
  initialQuery?: string;
  /** Opened with Ctrl/Cmd+I: the answer screen at once, with its starter questions. */
  startWithAsk?: boolean;
  /** With `startWithAsk`: what was in the field at Ctrl/Cmd+I before the modal's code had arrived, asked at once. */
  initialQuestion?: string;
  /** "Back to your answer" on a phone: the answer screen with the conversation a source was followed from. */
  resume?: AnswerSession;
}
