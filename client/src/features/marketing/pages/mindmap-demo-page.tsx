import { MousePointerClick, Network, Sparkles, Wand2 } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { SAMPLE_MAPS } from '../data/sample-maps';
import { PEOPLE } from '../data/sample-people';
import { DemoPageLayout } from '../components/demo-page-layout';
import { DemoWindow } from '../components/demo-window';
import { MindMapAnimation } from '../components/mind-map-animation';
import { useDocumentTitle } from '../hooks/use-document-title';
import './mindmap-demo-page.css';

const EDITORS = [PEOPLE.marcus, PEOPLE.sofia, PEOPLE.leo];

function SampleMaps() {
  const first = SAMPLE_MAPS[0]?.id ?? '';
  return (
    <Tabs defaultValue={first} className="mindmap-demo">
      <TabsList aria-label="Sample maps" className="mindmap-demo__tabs">
        {SAMPLE_MAPS.map((map) => (
          <TabsTrigger key={map.id} value={map.id}>
            {map.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {SAMPLE_MAPS.map((map, index) => (
        <TabsContent key={map.id} value={map.id}>
          <DemoWindow title={`${map.title} · Mind map`} people={EDITORS.slice(0, index + 2)} animated>
            <MindMapAnimation map={map} />
          </DemoWindow>
        </TabsContent>
      ))}
    </Tabs>
  );
}

export function MindmapDemoPage() {
  useDocumentTitle('Mind map demo');
  return (
    <DemoPageLayout
      eyebrow={
        <>
          <Network aria-hidden="true" /> Mind maps
        </>
      }
      title="Visualize Ideas in Seconds"
      lead="Drop a root idea on the canvas and branch out as fast as you think. Pick a sample below and watch a map come together, one node at a time."
      demo={<SampleMaps />}
      highlightsTitle="What you can do with a map"
      highlights={[
        {
          mark: <MousePointerClick />,
          title: 'Add, drag, connect',
          text: 'Add a child node in one click and drag branches anywhere. The canvas pans and zooms with you.',
        },
        {
          mark: <Sparkles />,
          title: 'Draft with AI',
          text: 'Type a title and a sentence about your goal, and the AI drafts the whole map for you to refine.',
        },
        {
          mark: <Wand2 />,
          title: 'Turn nodes into work',
          text: 'Send any node to a to-do list or a Kanban card without leaving the map.',
        },
      ]}
    />
  );
}
