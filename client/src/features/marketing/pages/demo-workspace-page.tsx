import { ArrowRight, Info, ListTodo, Network, SquareKanban } from 'lucide-react';
import { ButtonLink } from '@client/components/ui/button-link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { SAMPLE_CARDS } from '../data/sample-board';
import { SAMPLE_MAPS } from '../data/sample-maps';
import { SAMPLE_TODO_LISTS } from '../data/sample-todos';
import { MapTab } from '../components/demo-workspace/map-tab';
import { TodosTab } from '../components/demo-workspace/todos-tab';
import { KanbanBoardDemo } from '../components/kanban-board-demo';
import { useDocumentTitle } from '../hooks/use-document-title';
import '../components/marketing.css';
import './demo-workspace-page.css';

/** A sample workspace with the three tools in tabs: Mind Map, Todos, Kanban. Nothing here is saved. */
export function DemoWorkspacePage() {
  useDocumentTitle('Demo workspace');
  const map = SAMPLE_MAPS[0];
  return (
    <div className="demo-workspace">
      <div className="container">
        <header className="demo-workspace__header">
          <div>
            <p className="mk-eyebrow">Try it without an account</p>
            <h1 className="demo-workspace__title">Demo workspace</h1>
            <p className="demo-workspace__lead">
              A sample team workspace with a mind map, to-do lists and a Kanban board. Look around and tick a
              few to-dos.
            </p>
          </div>
          <ButtonLink to="/purchase" trailingIcon={<ArrowRight />}>
            Get Started
          </ButtonLink>
        </header>
        <p className="demo-workspace__note">
          <Info aria-hidden="true" />
          Sample content only: changes stay in this tab and are gone when you leave.
        </p>
        <Tabs defaultValue="map">
          <TabsList aria-label="Workspace tools" className="demo-workspace__tabs">
            <TabsTrigger value="map">
              <Network aria-hidden="true" /> Mind Map
            </TabsTrigger>
            <TabsTrigger value="todos">
              <ListTodo aria-hidden="true" /> Todos
            </TabsTrigger>
            <TabsTrigger value="kanban">
              <SquareKanban aria-hidden="true" /> Kanban
            </TabsTrigger>
          </TabsList>
          <TabsContent value="map">{map && <MapTab map={map} />}</TabsContent>
          <TabsContent value="todos">
            <TodosTab lists={SAMPLE_TODO_LISTS} />
          </TabsContent>
          <TabsContent value="kanban">
            <KanbanBoardDemo cards={SAMPLE_CARDS} headingLevel={2} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
