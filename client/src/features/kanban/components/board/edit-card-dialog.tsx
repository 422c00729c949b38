import { Network } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BoardCard, CardPatch, CardPriority, CardStatus } from '@shared/schema/board';
import { ItemActivity } from '@client/components/activity/item-activity';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Dialog } from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { SelectField } from '@client/components/ui/select-field';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import { useWorkspaceMembers } from '@client/lib/workspace';
import { useLinkOptions } from '../../api/get-link-options';
import { useMapLinks } from '../../api/get-map-links';
import { KANBAN_TEXTS } from '../../utils/texts';

export interface EditCardDialogProps {
  card: BoardCard;
  readOnly: boolean;
  /** Writes the changed fields; false when the card is gone. */
  onSave(patch: CardPatch): boolean;
  onDelete(): void;
  onClose(): void;
}

interface Draft {
  title: string;
  description: string;
  status: CardStatus;
  dueDate: string;
  priority: CardPriority;
  assigneeId: string;
  todoListId: string;
  mindmapId: string;
}

function draftOf(card: BoardCard): Draft {
  return {
    title: card.title,
    description: card.description,
    status: card.status,
    dueDate: card.dueDate ?? '',
    priority: card.priority ?? 'low',
    assigneeId: card.assigneeId ?? '',
    todoListId: card.todoListId ?? '',
    mindmapId: card.mindmapId ?? '',
  };
}

/** The fields that differ from the card, as a patch. */
function changes(card: BoardCard, draft: Draft): CardPatch {
  const original = draftOf(card);
  const patch: CardPatch = {};
  const orNull = (value: string) => value || null;
  if (draft.title.trim() !== original.title) patch.title = draft.title.trim();
  if (draft.description !== original.description) patch.description = draft.description;
  if (draft.status !== original.status) patch.status = draft.status;
  if (draft.dueDate !== original.dueDate) patch.dueDate = orNull(draft.dueDate);
  if (draft.priority !== original.priority) patch.priority = draft.priority;
  if (draft.assigneeId !== original.assigneeId) patch.assigneeId = orNull(draft.assigneeId);
  if (draft.todoListId !== original.todoListId) patch.todoListId = orNull(draft.todoListId);
  if (draft.mindmapId !== original.mindmapId) patch.mindmapId = orNull(draft.mindmapId);
  return patch;
}

const STATUS = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
];
const PRIORITY = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

/**
 * 'Edit card': title, description, status, due date, priority, assignee (a team member) and the linked
 * to-do list and mind map. Save stays disabled until a field differs; Delete asks 'Delete this card?'.
 * Below the form, the card's activity.
 */
export function EditCardDialog({ card, readOnly, onSave, onDelete, onClose }: EditCardDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(card));
  const [confirming, setConfirming] = useState(false);
  const members = useWorkspaceMembers();
  const links = useLinkOptions(true);
  const map = useMapLinks({ maps: true, nodes: true })({
    mindmapId: draft.mindmapId || null,
    todoListId: draft.todoListId || null,
  });
  const patch = useMemo(() => changes(card, draft), [card, draft]);
  const changed = Object.keys(patch).length > 0;
  const titleMissing = draft.title.trim() === '';
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  /** A choice of one of `items` (or none) for an id field: the assignee and the two links. */
  const choice = (
    key: 'assigneeId' | 'todoListId' | 'mindmapId',
    label: string,
    items: { id: string; name: string }[] | undefined,
    none: string,
  ) => {
    const current = draft[key];
    const options = [
      { value: '', label: none },
      ...(items ?? []).map((item) => ({ value: item.id, label: item.name })),
    ];
    // A link or assignee the lists do not hold (yet) stays selectable rather than silently dropped.
    if (current && !options.some((option) => option.value === current))
      options.push({ value: current, label: current });
    return (
      <SelectField
        label={label}
        options={options}
        value={current}
        onChange={(event) => set(key)(event.target.value)}
      />
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || titleMissing || readOnly) return;
    if (onSave(patch)) onClose();
  };

  return (
    <>
      <Dialog
        onClose={onClose}
        title="Edit card"
        size="lg"
        className="edit-card"
        footer={
          <FormDialogFooter formId={formId} disabled={!changed || titleMissing || readOnly}>
            {!readOnly && (
              <Button variant="danger" className="edit-card__delete" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </FormDialogFooter>
        }
      >
        <form id={formId} className="edit-card__form" onSubmit={submit}>
          <fieldset className="edit-card__fields" disabled={readOnly}>
            <TextField
              label="Title"
              required
              value={draft.title}
              maxLength={500}
              error={titleMissing ? 'Title is required' : null}
              onChange={(event) => set('title')(event.target.value)}
            />
            <TextArea
              label="Description"
              rows={3}
              value={draft.description}
              onChange={(event) => set('description')(event.target.value)}
            />
            <div className="edit-card__row">
              <SelectField
                label="Status"
                options={STATUS}
                value={draft.status}
                onChange={(event) => set('status')(event.target.value as CardStatus)}
              />
              <SelectField
                label="Priority"
                options={PRIORITY}
                value={draft.priority}
                onChange={(event) => set('priority')(event.target.value as CardPriority)}
              />
            </div>
            <div className="edit-card__row">
              <TextField
                label="Due date"
                type="date"
                value={draft.dueDate}
                onChange={(event) => set('dueDate')(event.target.value)}
              />
              {choice(
                'assigneeId',
                'Assignee',
                members.data?.map((member) => ({ id: member.id, name: member.name || member.email })),
                'Unassigned',
              )}
            </div>
            <fieldset className="edit-card__links">
              <legend>Linked elements</legend>
              {choice(
                'todoListId',
                'Link to to-do list',
                links.data?.todoLists.map((list) => ({ id: list.id, name: list.title })),
                'No to-do list',
              )}
              {choice(
                'mindmapId',
                'Link to mind map',
                links.data?.mindmaps.map((map) => ({ id: map.id, name: map.title })),
                'No mind map',
              )}
              {map && (
                <Link className="edit-card__map" to={map.to}>
                  <Network aria-hidden="true" />
                  Open the mind map “{map.title}”
                </Link>
              )}
            </fieldset>
          </fieldset>
        </form>
        <ItemActivity item={{ kind: 'card', id: card.id }} revision={JSON.stringify(card)} />
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={KANBAN_TEXTS.deleteCardQuestion}
        description={card.title}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </>
  );
}
