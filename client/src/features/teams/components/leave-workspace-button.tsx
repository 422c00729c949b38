import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { errorText } from '@client/lib/api-errors';
import { useLeaveWorkspace } from '../api/remove-member';

/** A member (not the owner) leaves the current workspace, after confirming. */
export function LeaveWorkspaceButton({ userId, workspaceName }: { userId: string; workspaceName: string }) {
  const navigate = useNavigate();
  const leave = useLeaveWorkspace();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Leave Workspace
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Leave this workspace?"
        description={
          leave.isError
            ? errorText(leave.error, 'Failed to leave the workspace.')
            : `You lose access to everything in ${workspaceName}. The owner can invite you again.`
        }
        confirmLabel="Leave"
        loading={leave.isPending}
        onConfirm={() =>
          leave.mutate(userId, {
            onSuccess: () => {
              setOpen(false);
              navigate('/dashboard');
            },
          })
        }
      />
    </>
  );
}
