import { createContext, type ReactNode, useContext } from 'react';
import type * as Y from 'yjs';
import type { DocumentKind } from '@shared/schema/document-name';

/** What a document page tells its History control: which document, the live copy it shows, and its rights. */
export interface DocumentHistoryProps {
  kind: DocumentKind;
  /** The document's id (the workspace's for the inbox). */
  id: string;
  /** The live document the page shows, compared with a version in its preview; opened by the control when absent. */
  doc?: Y.Doc | null;
  /** Viewers see versions and previews, not the means to name or restore one. */
  readOnly: boolean;
  /** A small ghost button, for a toolbar of such buttons (the map editor's). */
  compact?: boolean;
  /** The button's size otherwise: small beside a tile's title. */
  size?: 'sm' | 'md';
}

/**
 * The History control, handed down by the app as the element it draws for a document: the document pages
 * live in features that may not import the history feature, so the app provides it here and each page
 * places it in its header.
 */
export const DocumentHistorySlot = createContext<((props: DocumentHistoryProps) => ReactNode) | null>(null);

/** The app's History control for this document, or nothing where the app provides none (tests, embeds). */
export function DocumentHistory(props: DocumentHistoryProps) {
  const control = useContext(DocumentHistorySlot);
  return control ? control(props) : null;
}

/** A map at a version, as the history preview asks the map feature to draw it. */
export interface VersionMapProps {
  /** The version's state (a Yjs update), read into a document of the drawing's own. */
  update: Uint8Array;
  /** The ids of the version's nodes removed since, and of those changed since. */
  removed: readonly string[];
  changed: readonly string[];
  /** What the canvas is called for screen readers. */
  label: string;
}

/**
 * The map editor's canvas for a version, handed down by the app as the History control is: the history
 * feature may not import the map feature. Without it the preview shows the outline alone.
 */
export const VersionMapSlot = createContext<((props: VersionMapProps) => ReactNode) | null>(null);
