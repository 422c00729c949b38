import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useMapTitles, useNodeLabels } from '../../api/get-map-names';
import { useLiveTodoLists } from '../../hooks/use-live-todo-lists';
import { usePan } from '../../hooks/use-pan';
import { type CanvasCard, groupForCanvas } from '../../utils/canvas-groups';
import { completedText, TODO_TEXTS } from '../../utils/texts';
import './todo-canvas.css';

/** Open to-dos a card lists before '+n more'. */
const CARD_TODOS = 6;

function ListCard({ card }: { card: CanvasCard }) {
  const shown = card.open.slice(0, CARD_TODOS);
  return (
    <Link
      to={card.id ? `/todos/${card.id}` : '/todos'}
      className="todo-canvas-card"
      draggable={false}
      data-list-id={card.id ?? 'unassigned'}
    >
      <span className="todo-canvas-card__title">{card.title}</span>
      {card.nodeLabel && <span className="todo-canvas-card__node">Node: {card.nodeLabel}</span>}
      <span className="todo-canvas-card__count">{completedText(card.done, card.total)}</span>
      {shown.length > 0 && (
        <ul className="todo-canvas-card__todos">
          {shown.map((todo) => (
            <li key={todo.id}>{todo.title}</li>
          ))}
          {card.open.length > shown.length && (
            <li className="todo-canvas-card__more">+{card.open.length - shown.length} more</li>
          )}
        </ul>
      )}
    </Link>
  );
}

/**
 * /todo-canvas: every list of the workspace on a canvas that pans, in one column per map the lists hang
 * from, then the lists on no map and the unassigned to-dos. It follows the workspace's event stream (and
 * polls while that is down), so progress made anywhere shows here.
 */
export function TodoCanvasPage() {
  const lists = useLiveTodoLists();
  const mapTitles = useMapTitles();
  const mapIds = useMemo(
    () => [...new Set((lists.data ?? []).flatMap((list) => (list.mindmap_id ? [list.mindmap_id] : [])))],
    [lists.data],
  );
  const nodeLabels = useNodeLabels(mapIds);
  const groups = useMemo(
    () =>
      groupForCanvas(
        lists.data ?? [],
        mapTitles.data ?? new Map(),
        nodeLabels,
        TODO_TEXTS.untitled,
        TODO_TEXTS.unassigned,
      ),
    [lists.data, mapTitles.data, nodeLabels],
  );
  const { pan, reset, handlers } = usePan();

  return (
    <div className="todo-canvas-page">
      <PageHeader
        title="Todo Canvas"
        description="Every list of the workspace, under the map it belongs to. Drag to move around."
        actions={
          <Button variant="secondary" size="sm" onClick={reset}>
            Reset view
          </Button>
        }
      />
      {lists.isError && (
        <Alert tone="error" title={lists.error.message || TODO_TEXTS.loadFailed}>
          <Button variant="secondary" size="sm" onClick={() => lists.refetch()} loading={lists.isFetching}>
            Retry
          </Button>
        </Alert>
      )}
      <div
        className="todo-canvas"
        tabIndex={0}
        role="region"
        aria-label="Todo canvas. Drag or use the arrow keys to move around."
        {...handlers}
      >
        {lists.isPending && <Spinner size="lg" label="Loading the lists" showLabel />}
        {lists.data && groups.length === 0 && <p className="todo-canvas__empty">{TODO_TEXTS.empty}</p>}
        <div className="todo-canvas__plane" style={{ transform: `translate(${pan.x}px, ${pan.y}px)` }}>
          {groups.map((group) => (
            <section key={group.key} className="todo-canvas__group" aria-label={group.title}>
              <h2 className="todo-canvas__group-title">{group.title}</h2>
              {group.cards.map((card) => (
                <ListCard key={card.id ?? 'unassigned'} card={card} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
