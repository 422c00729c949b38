import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@client/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import type { ViewedKind } from '@client/lib/last-viewed';
import { ITEM_SOURCES, workspaceTab } from '@client/lib/workspace-items/item-sources';
import { WorkspaceTab, type ItemPanel } from './workspace-tab';
import './workspace.css';

export interface WorkspacePageProps {
  /**
   * The live screen of each kind, given by the app's routes (features do not import each other); a kind
   * without one shows its item with the way to open it full screen.
   */
  panels: Partial<Record<ViewedKind, ItemPanel>>;
}

/**
 * /workspace: the signed-in counterpart of the demo workspace. Tabs Mind Map, Todos and Kanban, each on
 * the user's own item viewed most recently on this device, live, with a picker and a full-screen link.
 */
export function WorkspacePage({ panels }: WorkspacePageProps) {
  const [params, setParams] = useSearchParams();
  const tab = workspaceTab(params.get('tab'));

  return (
    <div className="workspace-page">
      <PageHeader title="Workspace" description="Your latest map, list and board, side by side and live." />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label="Workspace tools" className="workspace-page__tabs">
          {ITEM_SOURCES.map((source) => {
            const Icon = source.icon;
            return (
              <TabsTrigger key={source.kind} value={source.kind}>
                <Icon aria-hidden="true" /> {source.tab}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {ITEM_SOURCES.map((source) => (
          <TabsContent key={source.kind} value={source.kind} className="workspace-page__panel">
            <WorkspaceTab source={source} Panel={panels[source.kind]} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
