import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { formatDocumentName, isDocumentId } from '@shared/schema/document-name';
import { GenerationNotice } from '@client/components/ai/generation-notice';
import { ButtonLink } from '@client/components/ui/button-link';
import { ItemNotFound } from '@client/components/ui/not-found-panel';
import { Spinner } from '@client/components/ui/spinner';
import { ACCESS_DENIED, DOCUMENT_DELETED } from '@client/lib/collab/document-session';
import { useDeviceDocument } from '@client/lib/offline/use-device-document';
import { markViewed } from '@client/lib/last-viewed';
import { useOffline } from '@client/lib/offline/use-offline';
import { KANBAN_TEXTS } from '../../utils/texts';
import { BoardScreen } from './board-screen';
import './board.css';

/** A board that is not there, or not in this workspace: the server refuses both alike. */
const BOARD_NOT_FOUND = (
  <ItemNotFound title={KANBAN_TEXTS.boardNotFound} backTo="/kanban" backLabel="Back to Kanban Boards" />
);

function ScreenMessage({ text }: { text: string }) {
  return (
    <div className="board-message">
      <title>{`${text} · Mindlane`}</title>
      <p role="alert">{text}</p>
      <ButtonLink to="/kanban" variant="ghost">
        Back to Kanban Boards
      </ButtonLink>
    </div>
  );
}

function LiveBoard({ boardId }: { boardId: string }) {
  const { doc, provider, status, error, readOnly, notOnDevice } = useDeviceDocument(
    formatDocumentName('board', boardId),
  );
  const offline = useOffline();
  useEffect(() => {
    if (status !== 'ready') return;
    markViewed('board', boardId);
    // For the benchmark: when the document became usable.
    performance.mark('board:document-ready');
  }, [status, boardId]);

  if (status === 'error') {
    // The server refuses a board that does not exist exactly like one of another workspace.
    if (error === ACCESS_DENIED) return BOARD_NOT_FOUND;
    return (
      <ScreenMessage
        text={error === DOCUMENT_DELETED ? KANBAN_TEXTS.boardDeleted : KANBAN_TEXTS.boardLoadFailed}
      />
    );
  }
  if (status === 'loading' && notOnDevice && offline) {
    return <ScreenMessage text={KANBAN_TEXTS.boardNotOffline} />;
  }
  if (status === 'loading' || !doc) {
    return (
      <div className="board-message" aria-busy="true">
        <Spinner size="lg" label="Loading the board" showLabel />
      </div>
    );
  }
  return (
    <>
      <GenerationNotice kind="board" id={boardId} doc={doc} readOnly={readOnly} />
      <BoardScreen boardId={boardId} doc={doc} provider={provider} readOnly={readOnly} />
    </>
  );
}

/** One live board; the /workspace page embeds it through the app's routes. */
export function BoardView({ boardId }: { boardId: string }) {
  if (!isDocumentId(boardId)) return BOARD_NOT_FOUND;
  return <LiveBoard key={boardId} boardId={boardId} />;
}

/** /kanban/:id — one board, live for everyone on it and usable offline from the device's copy. */
export function BoardPage() {
  const { id = '' } = useParams();
  return <BoardView boardId={id} />;
}
