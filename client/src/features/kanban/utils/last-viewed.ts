/** The contract's local-storage key: when this device last opened board `id` (ms since epoch). */
export function boardViewedKey(id: string): string {
  return `board_last_viewed_${id}`;
}

function viewedAt(id: string): number {
  try {
    const value = Number(localStorage.getItem(boardViewedKey(id)));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Records that board `id` was opened now; without storage (private mode) the list sorts by creation. */
export function markBoardViewed(id: string, now = Date.now()): void {
  try {
    localStorage.setItem(boardViewedKey(id), String(now));
  } catch {
    // Nothing to remember it in.
  }
}

/** Boards viewed on this device most recently first, then the newest. */
export function sortBoards<Board extends { id: string; created_at: string }>(
  boards: readonly Board[],
): Board[] {
  const viewed = new Map(boards.map((board) => [board.id, viewedAt(board.id)]));
  const score = (board: Board) => [viewed.get(board.id) ?? 0, Date.parse(board.created_at) || 0] as const;
  return [...boards].sort((a, b) => {
    const [viewedA, createdA] = score(a);
    const [viewedB, createdB] = score(b);
    return viewedB - viewedA || createdB - createdA;
  });
}
