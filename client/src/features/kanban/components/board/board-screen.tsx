import type { HocuspocusProvider } from '@hocuspocus/provider';
import { Settings } from 'lucide-react';
import type * as Y from 'yjs';
import { CommentsModal } from '@client/components/comments/comments-modal';
import { ExportMenu } from '@client/components/imports/export-menu';
import { Alert } from '@client/components/ui/alert';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { IconButton } from '@client/components/ui/icon-button';
import { EditableTitle } from '@client/components/ui/editable-title';
import { ConnectionStatus } from '@client/lib/collab/components/connection-status';
import { DocumentHistory } from '@client/lib/document-history';
import { PresenceFaces } from '@client/lib/collab/components/presence-faces';
import { useBoardScreen } from '../../hooks/use-board-screen';
import { KANBAN_TEXTS } from '../../utils/texts';
import { BoardFilters } from './board-filters';
import { BoardLanes } from './board-lanes';
import { BoardSettingsDialog } from './board-settings-dialog';
import { EditCardDialog } from './edit-card-dialog';
import { WipLimitDialog } from './wip-limit-dialog';

export interface BoardScreenProps {
  boardId: string;
  doc: Y.Doc;
  provider: HocuspocusProvider | null;
  readOnly: boolean;
}

/** The live board: header, filters, lanes with their cards and drag and drop, and the board's dialogs. */
export function BoardScreen({ boardId, doc, provider, readOnly }: BoardScreenProps) {
  const { title, storedTitle, description, people, filters, notices, lanes, dialog, dialogs } =
    useBoardScreen(doc, provider);

  return (
    <div className="board" data-read-only={readOnly || undefined}>
      <title>{`${title} · Mindlane`}</title>
      <header className="board__header">
        <div className="board__heading">
          <EditableTitle
            className="board__title"
            title={title}
            value={storedTitle}
            onRename={readOnly ? undefined : (next) => dialogs.saveMeta({ title: next })}
          />
          <p className="board__description">{description}</p>
        </div>
        <div className="board__meta">
          <PresenceFaces people={people} place="board" />
          <ConnectionStatus />
          <DocumentHistory kind="board" id={boardId} doc={doc} readOnly={readOnly} />
          <ExportMenu kind="board" id={boardId} />
          {!readOnly && (
            <IconButton
              label="Board settings"
              icon={<Settings />}
              variant="secondary"
              onClick={dialogs.openSettings}
            />
          )}
        </div>
      </header>
      <BoardFilters {...filters} />
      {readOnly && <Alert tone="info">{KANBAN_TEXTS.viewOnly}</Alert>}
      <div className="board__notices">
        {notices.alert && (
          <Alert tone="error" onDismiss={notices.dismissAlert}>
            {notices.alert}
          </Alert>
        )}
        {notices.moveNotice && (
          <Alert tone="warning" onDismiss={notices.dismissMoveNotice}>
            {notices.moveNotice}
          </Alert>
        )}
      </div>
      <BoardLanes {...lanes} readOnly={readOnly} />
      <p className="visually-hidden" role="status" data-testid="board-announcer">
        {notices.announcement}
      </p>
      {notices.saved && (
        <Alert tone="success" className="ui-alert--floating board__toast">
          {KANBAN_TEXTS.cardSaved}
        </Alert>
      )}
      {dialog?.kind === 'edit' && (
        <EditCardDialog
          key={dialog.card.id}
          card={dialog.card}
          readOnly={readOnly}
          onSave={dialogs.saveCard}
          onDelete={dialogs.deleteCard}
          onClose={dialogs.close}
        />
      )}
      {dialog?.kind === 'comments' && (
        <CommentsModal
          target={{ kind: 'card', id: dialog.card.id, title: dialog.card.title, boardId }}
          onClose={dialogs.close}
        />
      )}
      {dialog?.kind === 'wip' && (
        <WipLimitDialog
          laneTitle={dialog.lane.title}
          limit={dialog.lane.wipLimit}
          onSave={dialogs.setWipLimit}
          onClose={dialogs.close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete-lane'}
        onOpenChange={(open) => !open && dialogs.close()}
        title={KANBAN_TEXTS.deleteLaneQuestion}
        description={
          dialog?.kind === 'delete-lane' ? `${dialog.lane.title}: ${KANBAN_TEXTS.deleteLaneNote}` : undefined
        }
        onConfirm={dialogs.deleteLane}
      />
      {dialog?.kind === 'settings' && (
        <BoardSettingsDialog
          boardId={boardId}
          title={dialog.title}
          description={dialog.description}
          onSave={dialogs.saveMeta}
          onDeleted={dialogs.boardDeleted}
          onClose={dialogs.close}
        />
      )}
    </div>
  );
}
