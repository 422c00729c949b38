import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
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

/** A plan limit that stopped a creation: its text, what the plan allows, and where to upgrade if it helps. */
export interface LimitStop {
  text: string;
  /** 'Your plan allows 2 mind maps.' */
  allowance: string;
  /** The checkout page, when the paid plan allows more. */
  upgradeTo: string | null;
}

/**
 * Where an action stopped: the text to show; with `retry`, Create With AI then reads Retry; a plan limit
 * also says what the plan allows and offers an upgrade.
 */
export type CreateStop = string | { text: string; retry: true } | LimitStop;

type Failure = { text: string; retry?: true } | LimitStop;

/** `text` ending as a sentence does: with a full stop unless it has its own. */
export function asSentence(text: string): string {
  return /[.!?]$/.test(text.trimEnd()) ? text : `${text.trimEnd()}.`;
}

function isLimit(failure: Failure): failure is LimitStop {
  return 'allowance' in failure;
}

/**
 * What a blank title does: 'required' says 'Title is required' (every list page and the dashboard);
 * 'untitled' lets Quick Create make 'Untitled' and disables Create With AI (a map node's to-do list).
 */
export type BlankTitle = 'required' | 'untitled';

/** The title Quick Create gives when it is left blank and `blankTitle` is 'untitled'. */
export const UNTITLED = 'Untitled';

/** How long Create With AI shows its first progress text before the second. */
export const AI_ALMOST_DONE_MS = 5000;

export interface CreateItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading ('Create a mind map'). */
  heading: string;
  /**
   * Quick Create with the title trimmed: resolves to the text to show when creation stopped (a plan limit,
   * a failure), or to nothing once done (the caller navigates or closes).
   */
  onQuickCreate: (values: CreateItemValues) => Promise<string | LimitStop | void>;
  /** Create With AI, the same way ('Generating...' while it runs). */
  onCreateWithAi: (values: CreateItemValues) => Promise<CreateStop | void>;
  blankTitle?: BlankTitle;
  /** The title it opens with (a map node's label). */
  initialTitle?: string;
  /** Create With AI's label; a map node's modal says 'Create with AI' (spec). */
  aiLabel?: string;
  /**
   * Status texts while Create With AI runs, the second after AI_ALMOST_DONE_MS ('Generating Todo List...',
   * 'Almost done...'); without them the button reads 'Generating...' instead.
   */
  aiProgress?: readonly [string, string];
  descriptionHint?: string;
}

/**
 * The create modal of the three list pages, the dashboard and a map node's to-do list (spec): Title and
 * Description, Cancel, Quick Create and Create With AI; both are disabled while either runs. The title is
 * sent trimmed. Closing it clears it; it cannot be closed while creating. useCreateItemActions
 * (lib/workspace-items/create-item) gives the list pages and the dashboard their two actions.
 */
export function CreateItemDialog({
  open,
  onOpenChange,
  heading,
  onQuickCreate,
  onCreateWithAi,
  blankTitle = 'required',
  initialTitle = '',
  aiLabel = 'Create With AI',
  aiProgress,
  descriptionHint,
}: CreateItemDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState(initialTitle);
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [running, setRunning] = useState<'quick' | 'ai' | null>(null);
  const [almostDone, setAlmostDone] = useState(false);
  const busy = running !== null;
  const blank = title.trim() === '';
  const showsProgress = running === 'ai' && aiProgress !== undefined;

  useEffect(() => {
    if (!showsProgress) return;
    const timer = setTimeout(() => setAlmostDone(true), AI_ALMOST_DONE_MS);
    return () => clearTimeout(timer);
  }, [showsProgress]);

  function change(next: boolean) {
    if (busy) return;
    if (!next) {
      setTitle(initialTitle);
      setDescription('');
      setTitleError(null);
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function run(action: 'quick' | 'ai') {
    if (blank && (blankTitle !== 'untitled' || action === 'ai')) {
      setTitleError('Title is required');
      return;
    }
    setTitleError(null);
    setFailure(null);
    setAlmostDone(false);
    setRunning(action);
    try {
      const create = action === 'quick' ? onQuickCreate : onCreateWithAi;
      const stopped = await create({ title: title.trim() || UNTITLED, description });
      if (stopped) setFailure(typeof stopped === 'string' ? { text: stopped } : stopped);
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
            disabled={busy || (blank && blankTitle === 'untitled')}
            loading={running === 'ai'}
            loadingLabel={aiProgress ? undefined : 'Generating...'}
            onClick={() => void run('ai')}
          >
            {failure && 'retry' in failure ? 'Retry' : aiLabel}
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
        {failure && (
          <Alert tone="error">
            {/* The contract's limit texts end without a stop; the allowance follows as a sentence of its own. */}
            {isLimit(failure) ? asSentence(failure.text) : failure.text}
            {isLimit(failure) && (
              <span className="create-item-dialog__limit">
                {' '}
                {failure.allowance}
                {failure.upgradeTo && (
                  <>
                    {' '}
                    <Link to={failure.upgradeTo} className="create-item-dialog__upgrade">
                      Upgrade
                    </Link>
                  </>
                )}
              </span>
            )}
          </Alert>
        )}
        {showsProgress && <p role="status">{almostDone ? aiProgress[1] : aiProgress[0]}</p>}
        <TextField
          label="Title"
          required={blankTitle !== 'untitled'}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={titleError}
          maxLength={500}
          autoComplete="off"
        />
        <TextArea
          label="Description"
          hint={descriptionHint}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={4}
        />
      </form>
    </Dialog>
  );
}
