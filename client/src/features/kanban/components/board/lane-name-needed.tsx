import { KANBAN_TEXTS } from '../../utils/texts';

/** Said under a lane's name field when Enter was pressed on a blank name. */
export function LaneNameNeeded() {
  return (
    <p className="board-lane__name-needed" role="alert">
      {KANBAN_TEXTS.laneNameNeeded}
    </p>
  );
}
