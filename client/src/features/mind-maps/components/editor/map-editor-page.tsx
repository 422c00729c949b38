import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { formatDocumentName, isDocumentId } from '@shared/schema/document-name';
import { ensureMindmapRoot } from '@shared/schema/mindmap';
import { GenerationNotice } from '@client/components/ai/generation-notice';
import { ItemNotFound } from '@client/components/ui/not-found-panel';
import { useAccessPending } from '@client/lib/access-pending';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { Spinner } from '@client/components/ui/spinner';
import { ACCESS_DENIED, DOCUMENT_DELETED, DOCUMENT_TOO_LARGE } from '@client/lib/collab/document-session';
import { useDeviceDocument } from '@client/lib/offline/use-device-document';
import { useOffline } from '@client/lib/offline/use-offline';
import { markViewed } from '../../utils/last-viewed';
import { MAP_TEXTS } from '../../utils/texts';
import { EditorErrorBoundary } from './editor-error-boundary';
import { MapEditor } from './map-editor';
import './map-editor.css';

/** A map that is not there (or not in this workspace, which the server refuses alike), or no map id. */
function MapNotFound({ title }: { title: string }) {
  return <ItemNotFound title={title} backTo="/mindmaps" backLabel="Back to Mind Maps" />;
}

function EditorMessage({ text, retry }: { text: string; retry?: boolean }) {
  return (
    <div className="map-editor-message">
      <title>{`${text} · Mindlane`}</title>
      <p role="alert">{text}</p>
      <div className="map-editor-message__actions">
        {retry && (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Retry
          </Button>
        )}
        <ButtonLink to="/mindmaps" variant="ghost">
          Back to Mind Maps
        </ButtonLink>
      </div>
    </div>
  );
}

function LiveMap({ mapId }: { mapId: string }) {
  const live = useDeviceDocument(formatDocumentName('mindmap', mapId));
  const { doc, provider, status, error, notOnDevice } = live;
  // Drawn from the device copy before the access checks answered: nothing is written until they pass.
  const accessPending = useAccessPending();
  const readOnly = live.readOnly || accessPending;
  const offline = useOffline();

  useEffect(() => markViewed(mapId), [mapId]);
  useEffect(() => {
    // For the benchmark: when the document became usable, next to the canvas's first paint.
    if (status === 'ready') performance.mark('mindmap:document-ready');
  }, [status]);

  useEffect(() => {
    if (status !== 'ready' || !doc || readOnly) return;
    // A map always has its root. The root's id comes from the map's id, so two browsers doing this at once
    // write the same node and converge on one root.
    ensureMindmapRoot(doc, mapId, MAP_TEXTS.untitled);
  }, [status, doc, readOnly, mapId]);

  if (status === 'error') {
    // The server refuses a map that does not exist exactly like one of another workspace; trying again
    // cannot change that, so only a failure to load offers Retry.
    if (error === ACCESS_DENIED) return <MapNotFound title={MAP_TEXTS.notFound} />;
    if (error === DOCUMENT_DELETED) return <EditorMessage text={MAP_TEXTS.deleted} />;
    return <EditorMessage text={error === DOCUMENT_TOO_LARGE ? error : MAP_TEXTS.errorLoading} retry />;
  }
  if (status === 'loading' && notOnDevice && offline) return <EditorMessage text={MAP_TEXTS.notOffline} />;
  if (status === 'loading' || !doc) {
    return (
      <div className="map-editor-message" aria-busy="true">
        <Spinner size="lg" label="Loading the map" showLabel />
      </div>
    );
  }
  return (
    <MapEditor
      mapId={mapId}
      doc={doc}
      provider={provider}
      readOnly={readOnly}
      overlay={<GenerationNotice kind="mindmap" id={mapId} doc={doc} readOnly={readOnly} floating />}
    />
  );
}

/** The live editor of one map; the /workspace page embeds it through the app's routes. */
export function MapEditorView({ mapId }: { mapId: string }) {
  if (!isDocumentId(mapId)) return <MapNotFound title={MAP_TEXTS.invalidMap} />;
  return (
    <EditorErrorBoundary key={mapId}>
      <LiveMap mapId={mapId} />
    </EditorErrorBoundary>
  );
}

/** /maps/:id — the live, collaborative map editor (this route's chunk carries Konva). */
export function MapEditorPage() {
  const { id = '' } = useParams();
  return <MapEditorView mapId={id} />;
}
