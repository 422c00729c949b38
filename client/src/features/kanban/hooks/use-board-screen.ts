import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type * as Y from 'yjs';
import {
  addCard,
  addColumn,
  type BoardCard,
  type BoardColumnView,
  type CardPatch,
  deleteCard,
  deleteColumn,
  isCardPastDue,
  isReservedColumnTitle,
  moveCard,
  moveColumn,
  renameColumn,
  setColumnWipLimit,
  updateCard,
} from '@shared/schema/board';
import { localDateString } from '@shared/dates';
import { renameDocument } from '@shared/schema/rename-and-copy';
import { useCurrentUser } from '@client/lib/session';
import { useMemberName, useWorkspaceMembers } from '@client/lib/workspace';
import { useMapLinks } from '../api/get-map-links';
import type { CardActions } from '../components/board/board-card';
import type { BoardFiltersProps } from '../components/board/board-filters';
import type { BoardLanesProps } from '../components/board/board-lanes';
import type { LaneCommands } from '../components/board/lane-header';
import { isFiltering, shownCards } from '../utils/card-filter';
import { findCard } from '../utils/find-card';
import { KANBAN_TEXTS, untitledLaneName } from '../utils/texts';
import { useBoardAnnouncer } from './use-board-announcer';
import { useBoardFilter } from './use-board-filter';
import { useBoardPresence } from './use-board-presence';
import { useBoardView } from './use-board-view';
import { useLinkedCard } from './use-linked-card';
import { useMoveNotice } from './use-move-notice';

type DialogState =
  | { kind: 'edit' | 'comments'; cardId: string }
  | { kind: 'delete-lane' | 'wip'; laneId: string }
  | { kind: 'settings' }
  | null;

/** The board's open dialog with what it is about, as the board is drawn now. */
export type BoardDialog =
  | { kind: 'edit' | 'comments'; card: BoardCard }
  | { kind: 'delete-lane' | 'wip'; lane: BoardColumnView }
  | { kind: 'settings'; title: string; description: string }
  | null;

/** How long a card this user just dropped or added counts as their own change (no arrival animation). */
const OWN_CHANGE_MS = 2_000;
const SAVED_NOTICE_MS = 4_000;

/** What the cards' map links need: the maps when a card links one, the lists when such a card has one too. */
function mapLinksWanted(lanes: readonly BoardColumnView[]): { maps: boolean; nodes: boolean } {
  const linked = lanes.flatMap((lane) => lane.cards.filter((card) => card.mindmapId !== null));
  return { maps: linked.length > 0, nodes: linked.some((card) => card.todoListId !== null) };
}

/** The open dialog looked up in the lanes; null when its card or lane is gone, or the board not read yet. */
function openDialog(
  state: DialogState,
  lanes: readonly BoardColumnView[],
  meta: { title: string; description: string } | undefined,
): BoardDialog {
  if (state === null) return null;
  if (state.kind === 'settings') {
    return meta ? { kind: 'settings', title: meta.title, description: meta.description } : null;
  }
  if ('cardId' in state) {
    const card = findCard(lanes, state.cardId);
    return card ? { kind: state.kind, card } : null;
  }
  const lane = lanes.find((candidate) => candidate.id === state.laneId);
  return lane ? { kind: state.kind, lane } : null;
}

/**
 * Everything the board screen draws, read from the board's live document: its texts, filters, notices,
 * lanes (with the callbacks the lanes and cards take, kept the same objects across card moves so that
 * memoised lanes and cards skip drawing) and the open dialog with its commands.
 */
export function useBoardScreen(doc: Y.Doc, provider: HocuspocusProvider | null) {
  const { view, reader } = useBoardView(doc);
  const user = useCurrentUser();
  const me = user.name || user.email;
  const navigate = useNavigate();
  const members = useWorkspaceMembers();
  const [filter, setFilter] = useBoardFilter();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { people, editors } = useBoardPresence(provider, dialog?.kind === 'edit' ? dialog.cardId : null);
  const moves = useMoveNotice(view, me);
  const own = useRef(new Map<string, number>());
  const today = localDateString(new Date());

  const lanes = useMemo(() => view?.columns ?? [], [view]);
  useLinkedCard(lanes, setDialog);
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
  const announcement = useBoardAnnouncer(lanes, filter, shownCount, total);

  const memberName = useMemberName();
  const mapLinkOf = useMapLinks(mapLinksWanted(lanes));
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
  const newLaneName = untitledLaneName(
    lanes.map((lane) => lane.title),
    lanes.length,
  );
  const addLane = useCallback(
    (title: string) => {
      if (isReservedColumnTitle(title)) setAlert(KANBAN_TEXTS.reservedTitle);
      else addColumn(doc, { title });
    },
    [doc],
  );
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

  const open = openDialog(dialog, lanes, view?.meta);
  const close = () => setDialog(null);
  const filters: BoardFiltersProps = {
    filter,
    members: members.data ?? [],
    onChange: setFilter,
    shown: shownCount,
    total,
  };
  const lanesProps: Omit<BoardLanesProps, 'readOnly'> = {
    lanes,
    shown,
    filtering: isFiltering(filter),
    isPastDue,
    memberName,
    mapLinkOf,
    editors,
    actions,
    commands,
    isOwnChange,
    addLane,
    newLaneName,
    addCard: addCardTo,
    moveCard: moveCardTo,
    moveLane,
  };

  return {
    title: view?.meta.title.trim() || KANBAN_TEXTS.defaultTitle,
    storedTitle: view?.meta.title ?? '',
    description: view?.meta.description.trim() || KANBAN_TEXTS.defaultDescription,
    people,
    filters,
    notices: {
      announcement,
      alert,
      dismissAlert: () => setAlert(null),
      saved,
      moveNotice: moves.notice,
      dismissMoveNotice: moves.dismiss,
    },
    lanes: lanesProps,
    dialog: open,
    /** What the dialogs do; each acts on the card or lane of the open dialog. */
    dialogs: {
      openSettings: () => setDialog({ kind: 'settings' }),
      close,
      saveCard: (patch: CardPatch) => {
        const done = open?.kind === 'edit' && updateCard(doc, open.card.id, patch, me);
        if (done) setSaved(true);
        return done;
      },
      deleteCard: () => {
        if (open?.kind === 'edit') deleteCard(doc, open.card.id);
        close();
      },
      setWipLimit: (limit: number | null) => {
        if (open?.kind === 'wip') setColumnWipLimit(doc, open.lane.id, limit);
      },
      deleteLane: () => {
        if (open?.kind === 'delete-lane' && !deleteColumn(doc, open.lane.id))
          setAlert(KANBAN_TEXTS.reservedLane);
        close();
      },
      saveMeta: (fields: { title?: string; description?: string }) => renameDocument('board', doc, fields),
      boardDeleted: () => navigate('/kanban'),
    },
  };
}
