import { useId, useState, type FormEvent } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';
import { TextArea } from './text-area';
import { TextField } from './text-field';
import './create-item-dialog.css';

export interface CreateItemValues {
  title: string;
  description: string;
}

export interface CreateItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading ('Create a mind map'). */
  heading: string;
  /**
   * Quick Create with a title that is not blank (trimmed): resolves to the text to show when creation
   * stopped (a plan limit, a failure), or to nothing once done (the caller navigates or closes).
   */
  onQuickCreate: (values: CreateItemValues) => Promise<string | void>;
  /** Create With AI, the same way ('Generating...' while it runs). */
  onCreateWithAi: (values: CreateItemValues) => Promise<string | void>;
  /** A blank title blocks creation without a message (the to-do list page, spec) instead of 'Title is required'. */
  silentBlankTitle?: boolean;
}

/**
 * The create modal of the three list pages and the dashboard (spec): Title (required) and Description,
 * Cancel, Quick Create and Create With AI. The title is sent trimmed. Closing it clears it; it cannot be
 * closed while creating. useCreateItemActions (lib/workspace-items/create-item) gives it its two actions.
 */
export function CreateItemDialog({
  open,
  onOpenChange,
  heading,
  onQuickCreate,
  onCreateWithAi,
  silentBlankTitle = false,
}: CreateItemDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState<'quick' | 'ai' | null>(null);
  const busy = running !== null;

  function change(next: boolean) {
    if (busy) return;
    if (!next) {
      setTitle('');
      setDescription('');
      setTitleError(null);
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function run(action: 'quick' | 'ai') {
    if (!title.trim()) {
      if (!silentBlankTitle) setTitleError('Title is required');
      return;
    }
    setTitleError(null);
    setFailure(null);
    setRunning(action);
    try {
      const create = action === 'quick' ? onQuickCreate : onCreateWithAi;
      const stopped = await create({ title: title.trim(), description });
      if (stopped) setFailure(stopped);
    } finally {
      setRunning(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('quick');
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={heading}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="secondary"
            disabled={busy}
            loading={running === 'ai'}
            loadingLabel="Generating..."
            onClick={() => void run('ai')}
          >
            Create With AI
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={busy}
            loading={running === 'quick'}
            loadingLabel="Creating..."
          >
            Quick Create
          </Button>
        </>
      }
    >
      <form id={formId} className="create-item-dialog" onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Title"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={titleError}
          maxLength={500}
          autoComplete="off"
        />
        <TextArea
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={4}
        />
      </form>
    </Dialog>
  );
}
