import type * as Y from 'yjs';
import { Alert } from '@client/components/ui/alert';
import type { Peer } from '@client/lib/collab/use-presence';
import { useUserId } from '@client/lib/session';
import { useLostEdits } from '../../hooks/use-lost-edits';

export interface LostEditNoticeProps {
  doc: Y.Doc;
  mapId: string;
  peers: readonly Peer[];
}

/** Over the canvas until dismissed: which edits of this user a later one replaced, and whose (use-lost-edits.ts). */
export function LostEditNotice({ doc, mapId, peers }: LostEditNoticeProps) {
  const { notice, dismiss } = useLostEdits(doc, useUserId(), mapId, peers);
  if (!notice) return null;
  return (
    <Alert tone="warning" onDismiss={dismiss} className="editor-notice">
      {notice}
    </Alert>
  );
}
