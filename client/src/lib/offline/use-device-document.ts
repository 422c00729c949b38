import { ACCESS_DENIED, type DocumentState } from '../collab/document-session';
import { useDocument } from '../collab/use-document';
import { useQueuedCreate } from './use-pending-creates';

/**
 * The live document `name`, as useDocument gives it, where a map, list or board made on this device that
 * the server has not created yet is not missing: the server refuses to open it until its create is sent
 * (exactly as it refuses one that does not exist), and meanwhile it shows from the device copy. The socket
 * opens it again once the create is sent.
 */
export function useDeviceDocument(name: string): DocumentState {
  const state = useDocument(name);
  const queued = useQueuedCreate(name);
  if (!queued || state.status !== 'error' || state.error !== ACCESS_DENIED) return state;
  return { ...state, status: 'ready', error: null };
}
