import type { HocuspocusProvider } from '@hocuspocus/provider';
import { Settings } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type * as Y from 'yjs';
import {
  addCard,
  addColumn,
  type BoardCard,
  type CardPatch,
  deleteCard,
  deleteColumn,
  isCardPastDue,
  localDateString,
  moveCard,
  moveColumn,
  renameColumn,
  setColumnWipLimit,
  updateBoardMeta,
  updateCard,
} from '@shared/schema/board';
import { CommentsModal } from '@client/components/comments/comments-modal';
import { Alert } from '@client/components/ui/alert';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { IconButton } from '@client/components/ui/icon-button';
import { ScreenTitle } from '@client/components/ui/heading-level';
import { ConnectionStatus } from '@client/lib/collab/components/connection-status';
import { useCurrentUser } from '@client/lib/session';
import { useWorkspaceMembers } from '@client/lib/workspace';
import { useBoardFilter } from '../../hooks/use-board-filter';
import { useBoardPresence } from '../../hooks/use-board-presence';
import { useBoardView } from '../../hooks/use-board-view';
import { findCard } from '../../utils/find-card';
import { useMoveNotice } from '../../hooks/use-move-notice';
import { shownCards } from '../../utils/card-filter';
import { KANBAN_TEXTS, untitledLaneName } from '../../utils/texts';
import type { CardActions } from './board-card';
import { BoardFilters } from './board-filters';
import { BoardLanes } from './board-lanes';
import { BoardPresence } from './board-presence';
import { BoardSettingsDialog } from './board-settings-dialog';
import { EditCardDialog } from './edit-card-dialog';
import type { LaneCommands } from './lane-header';
import { WipLimitDialog } from './wip-limit-dialog';

export interface BoardScreenProps {
  boardId: string;
  doc: Y.Doc;
  provider: HocuspocusProvider | null;
  readOnly: boolean;
}

type Dialog =
  | { kind: 'edit' | 'comments'; cardId: string }
  | { kind: 'delete-lane' | 'wip'; laneId: string }
  | { kind: 'settings' }
  | null;

/** How long a card this user just dropped or added counts as their own change (no arrival animation). */
const OWN_CHANGE_MS = 2_000;
const SAVED_NOTICE_MS = 4_000;

/** The live board: header, filters, lanes with their cards and drag and drop, and the board's dialogs. */
export function BoardScreen({ boardId, doc, provider, readOnly }: BoardScreenProps) {
  const { view, reader } = useBoardView(doc);
  const user = useCurrentUser();
  const me = user.name || user.email;
  const navigate = useNavigate();
  const members = useWorkspaceMembers();
  const [filter, setFilter] = useBoardFilter();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { people, editors } = useBoardPresence(provider, dialog?.kind === 'edit' ? dialog.cardId : null);
  const moves = useMoveNotice(view, me);
  const own = useRef(new Map<string, number>());
  const today = localDateString(new Date());

  const lanes = useMemo(() => view?.columns ?? [], [view]);
  // Kept while the lanes' ids and titles stay (a card move keeps them), so lanes not moved into skip drawing.
  const laneKey = JSON.stringify(lanes.map(({ id, title }) => [id, title]));
  const laneRefs = useMemo(
    () => (JSON.parse(laneKey) as Array<[string, string]>).map(([id, title]) => ({ id, title })),
    [laneKey],
  );
  const shown = useMemo(
    () => new Map(lanes.map((lane) => [lane.id, shownCards(lane, filter, laneRefs, today)])),
    [lanes, laneRefs, filter, today],
  );
  const total = lanes.reduce((sum, lane) => sum + lane.cards.length, 0);
  const shownCount = [...shown.values()].reduce((sum, cards) => sum + cards.length, 0);

  const names = useMemo(
    () => new Map((members.data ?? []).map((member) => [member.id, member.name || member.email])),
    [members.data],
  );
  const memberName = useCallback(
    (id: string | null) => (id === null ? null : (names.get(id) ?? null)),
    [names],
  );
  const isPastDue = useCallback((card: BoardCard) => isCardPastDue(card, laneRefs, today), [laneRefs, today]);
  const markOwn = useCallback((id: string) => own.current.set(id, Date.now()), []);
  const isOwnChange = useCallback(
    (id: string) => Date.now() - (own.current.get(id) ?? 0) < OWN_CHANGE_MS,
    [],
  );

  useEffect(() => {
    if (!view) return;
    // For the benchmark: the first frame with the board's cards.
    const frame = requestAnimationFrame(() => performance.mark('board:cards-drawn'));
    return () => cancelAnimationFrame(frame);
    // Only the first read counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view === null]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const actions = useMemo<CardActions>(
    () => ({
      edit: (card) => setDialog({ kind: 'edit', cardId: card.id }),
      comment: (card) => setDialog({ kind: 'comments', cardId: card.id }),
    }),
    [],
  );
  const commands = useMemo<LaneCommands>(
    () => ({
      rename: (laneId, title) => {
        if (!renameColumn(doc, laneId, title)) setAlert(KANBAN_TEXTS.reservedTitle);
      },
      askDelete: (laneId) => setDialog({ kind: 'delete-lane', laneId }),
      askWipLimit: (laneId) => setDialog({ kind: 'wip', laneId }),
      refuse: setAlert,
    }),
    [doc],
  );
  const addLane = useCallback(() => {
    const titles = lanes.map((lane) => lane.title);
    addColumn(doc, { title: untitledLaneName(titles, lanes.length) });
  }, [doc, lanes]);
  const addCardTo = useCallback(
    (laneId: string, title: string) => {
      const id = crypto.randomUUID();
      markOwn(id);
      addCard(doc, { id, columnId: laneId, title });
    },
    [doc, markOwn],
  );
  const moveCardTo = useCallback(
    (cardId: string, laneId: string, rank: number) => {
      markOwn(cardId);
      if (moveCard(doc, cardId, laneId, rank, me, reader)) moves.watch(cardId);
    },
    [doc, me, markOwn, moves, reader],
  );
  const moveLane = useCallback((laneId: string, rank: number) => void moveColumn(doc, laneId, rank), [doc]);

  const dialogCard =
    dialog?.kind === 'edit' || dialog?.kind === 'comments' ? findCard(lanes, dialog.cardId) : null;
  const dialogLane =
    dialog?.kind === 'delete-lane' || dialog?.kind === 'wip'
      ? lanes.find((lane) => lane.id === dialog.laneId)
      : undefined;
  const title = view?.meta.title.trim() || KANBAN_TEXTS.defaultTitle;
  const description = view?.meta.description.trim() || KANBAN_TEXTS.defaultDescription;

  const save = (cardId: string, patch: CardPatch) => {
    const done = updateCard(doc, cardId, patch);
    if (done) setSaved(true);
    return done;
  };

  return (
    <div className="board" data-read-only={readOnly || undefined}>
      <title>{`${title} · Mindlane`}</title>
      <header className="board__header">
        <div className="board__heading">
          <ScreenTitle className="board__title">{title}</ScreenTitle>
          <p className="board__description">{description}</p>
        </div>
        <div className="board__meta">
          <BoardPresence people={people} />
          <ConnectionStatus />
          {!readOnly && (
            <IconButton
              label="Board settings"
              icon={<Settings />}
              variant="secondary"
              onClick={() => setDialog({ kind: 'settings' })}
            />
          )}
        </div>
      </header>
      <BoardFilters
        filter={filter}
        members={members.data ?? []}
        onChange={setFilter}
        shown={shownCount}
        total={total}
      />
      {readOnly && <Alert tone="info">{KANBAN_TEXTS.viewOnly}</Alert>}
      <div className="board__notices">
        {alert && (
          <Alert tone="error" onDismiss={() => setAlert(null)}>
            {alert}
          </Alert>
        )}
        {saved && <Alert tone="success">{KANBAN_TEXTS.cardSaved}</Alert>}
        {moves.notice && (
          <Alert tone="warning" onDismiss={moves.dismiss}>
            {moves.notice}
          </Alert>
        )}
      </div>
      <BoardLanes
        lanes={lanes}
        shown={shown}
        readOnly={readOnly}
        isPastDue={isPastDue}
        memberName={memberName}
        editors={editors}
        actions={actions}
        commands={commands}
        isOwnChange={isOwnChange}
        addLane={addLane}
        addCard={addCardTo}
        moveCard={moveCardTo}
        moveLane={moveLane}
      />
      {dialog?.kind === 'edit' && dialogCard && (
        <EditCardDialog
          key={dialogCard.id}
          card={dialogCard}
          readOnly={readOnly}
          onSave={(patch) => save(dialogCard.id, patch)}
          onDelete={() => {
            deleteCard(doc, dialogCard.id);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'comments' && dialogCard && (
        <CommentsModal
          target={{ kind: 'card', id: dialogCard.id, title: dialogCard.title, boardId }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'wip' && dialogLane && (
        <WipLimitDialog
          laneTitle={dialogLane.title}
          limit={dialogLane.wipLimit}
          onSave={(limit) => setColumnWipLimit(doc, dialogLane.id, limit)}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete-lane' && dialogLane !== undefined}
        onOpenChange={(open) => !open && setDialog(null)}
        title={KANBAN_TEXTS.deleteLaneQuestion}
        description={dialogLane ? `${dialogLane.title}: ${KANBAN_TEXTS.deleteLaneNote}` : undefined}
        onConfirm={() => {
          if (dialogLane && !deleteColumn(doc, dialogLane.id)) setAlert(KANBAN_TEXTS.reservedLane);
          setDialog(null);
        }}
      />
      {dialog?.kind === 'settings' && view && (
        <BoardSettingsDialog
          boardId={boardId}
          title={view.meta.title}
          description={view.meta.description}
          onSave={(fields) => updateBoardMeta(doc, fields)}
          onDeleted={() => navigate('/kanban')}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
