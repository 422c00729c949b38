import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CREATE_REDIRECT_DELAY_MS } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose } from '@client/components/ui/dialog';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { useAiDraft } from '@client/lib/ai/ai-drafts';
import { createMindmapInput, mindmapLimitReached, useCreateMindmap } from '../../api/create-mindmap';
import { mindmapKeys } from '../../api/mindmap-keys';
import { MAP_TEXTS } from '../../utils/texts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CreateMindmapDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The list page's Create dialog: Title (required) and Description. Quick Create checks the plan limit,
 * creates the map and opens it 250 ms later; Create With AI drafts it ('Generating...') and opens it as it fills.
 */
export function CreateMindmapDialog({ open, onOpenChange }: CreateMindmapDialogProps) {
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateMindmap();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ai = useAiDraft();

  function reset(next: boolean) {
    if (busy) return;
    if (!next) {
      setTitle('');
      setDescription('');
      setTitleError(null);
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function createWithAi() {
    const parsed = createMindmapInput.safeParse({ title, description });
    if (!parsed.success) {
      setTitleError(parsed.error.issues[0]?.message ?? 'Title is required');
      return;
    }
    setTitleError(null);
    setFailure(null);
    setBusy(true);
    try {
      const result = await ai.draft('mindmap', parsed.data);
      if ('failure' in result) {
        setFailure(result.failure ?? null);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: mindmapKeys.all });
      await wait(CREATE_REDIRECT_DELAY_MS);
      navigate(result.drafted.path);
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createMindmapInput.safeParse({ title, description });
    if (!parsed.success) {
      setTitleError(parsed.error.issues[0]?.message ?? 'Title is required');
      return;
    }
    setTitleError(null);
    setFailure(null);
    setBusy(true);
    try {
      if (await mindmapLimitReached(queryClient)) {
        setFailure(MESSAGES.mindmapLimit);
        return;
      }
      const { id } = await create.mutateAsync(parsed.data);
      if (!id) {
        await queryClient.invalidateQueries({ queryKey: mindmapKeys.all });
        onOpenChange(false);
        return;
      }
      await wait(CREATE_REDIRECT_DELAY_MS);
      navigate(`/maps/${id}`);
    } catch (error) {
      setFailure(errorText(error, MAP_TEXTS.creationFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={reset}
      title="Create a mind map"
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
            loading={ai.running}
            loadingLabel="Generating..."
            onClick={() => void createWithAi()}
          >
            Create With AI
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={busy}
            loading={busy && !ai.running}
            loadingLabel="Creating..."
          >
            Quick Create
          </Button>
        </>
      }
    >
      <form id={formId} className="mindmaps-create" onSubmit={submit} noValidate>
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
