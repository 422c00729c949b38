import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { formatDocumentName, isDocumentId } from '@shared/schema/document-name';
import { GenerationNotice } from '@client/components/ai/generation-notice';
import { ButtonLink } from '@client/components/ui/button-link';
import { ItemNotFound } from '@client/components/ui/not-found-panel';
import { Spinner } from '@client/components/ui/spinner';
import { ACCESS_DENIED, DOCUMENT_DELETED } from '@client/lib/collab/document-session';
import { markViewed } from '@client/lib/last-viewed';
import { useOffline } from '@client/lib/offline/use-offline';
import { useDeviceDocument } from '@client/lib/offline/use-device-document';
import { TODO_TEXTS } from '../../utils/texts';
import { TodoListScreen } from './todo-list-screen';
import './todo-list-screen.css';

/** A list that is not there, or not in this workspace: the server refuses both alike. */
const LIST_NOT_FOUND = (
  <ItemNotFound title={TODO_TEXTS.listNotFound} backTo="/todos" backLabel="Back to Todos" />
);

function ScreenMessage({ text }: { text: string }) {
  return (
    <div className="todo-screen-message">
      <title>{`${text} · Mindlane`}</title>
      <p role="alert">{text}</p>
      <ButtonLink to="/todos" variant="ghost">
        Back to Todos
      </ButtonLink>
    </div>
  );
}

function LiveList({ listId }: { listId: string }) {
  const { doc, provider, status, error, readOnly, notOnDevice } = useDeviceDocument(
    formatDocumentName('todolist', listId),
  );
  const offline = useOffline();
  // What the /workspace page opens first: the list viewed last on this device.
  useEffect(() => markViewed('todolist', listId), [listId]);
  useEffect(() => {
    // For the benchmark: when the document became usable.
    if (status === 'ready') performance.mark('todolist:document-ready');
  }, [status]);

  if (status === 'error') {
    // The server refuses a list that does not exist exactly like one of another workspace.
    if (error === ACCESS_DENIED) return LIST_NOT_FOUND;
    return (
      <ScreenMessage text={error === DOCUMENT_DELETED ? TODO_TEXTS.listDeleted : TODO_TEXTS.listLoadFailed} />
    );
  }
  if (status === 'loading' && notOnDevice && offline)
    return <ScreenMessage text={TODO_TEXTS.listNotOffline} />;
  if (status === 'loading' || !doc) {
    return (
      <div className="todo-screen-message" aria-busy="true">
        <Spinner size="lg" label="Loading the list" showLabel />
      </div>
    );
  }
  return (
    <>
      <GenerationNotice kind="todolist" id={listId} doc={doc} readOnly={readOnly} />
      <TodoListScreen listId={listId} doc={doc} provider={provider} readOnly={readOnly} />
    </>
  );
}

/** One live to-do list; the /workspace page embeds it through the app's routes. */
export function TodoListView({ listId }: { listId: string }) {
  if (!isDocumentId(listId)) return LIST_NOT_FOUND;
  return <LiveList key={listId} listId={listId} />;
}

/** /todos/:id — one to-do list, live for everyone on it and usable offline from the device's copy. */
export function TodoListPage() {
  const { id = '' } = useParams();
  return <TodoListView listId={id} />;
}
