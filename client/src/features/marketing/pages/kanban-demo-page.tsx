import { ArrowRightLeft, CalendarClock, Columns3, SquareKanban } from 'lucide-react';
import { PEOPLE } from '../data/sample-people';
import { DemoPageLayout } from '../components/demo-page-layout';
import { DemoWindow } from '../components/demo-window';
import { KanbanAnimation } from '../components/kanban-animation';
import { useDocumentTitle } from '../hooks/use-document-title';

export function KanbanDemoPage() {
  useDocumentTitle('Kanban demo');
  return (
    <DemoPageLayout
      eyebrow={
        <>
          <SquareKanban aria-hidden="true" /> Kanban boards
        </>
      }
      title="Smooth Kanban Flow"
      lead="See every piece of work and where it stands. Cards glide from Planning through Creation and Review to Done, and anything past due stands out before it slips."
      demo={
        <DemoWindow
          title="Content calendar · Board"
          people={[PEOPLE.sofia, PEOPLE.leo, PEOPLE.priya]}
          animated
        >
          <KanbanAnimation />
        </DemoWindow>
      }
      highlightsTitle="What you can do with boards"
      highlights={[
        {
          mark: <ArrowRightLeft />,
          title: 'Drag to progress',
          text: 'Drag a card to the next lane or reorder a lane in one move. Everyone on the board sees it at once.',
        },
        {
          mark: <CalendarClock />,
          title: 'Due dates that matter',
          text: 'Each board counts what is not done and what is past due, so nothing slips quietly.',
        },
        {
          mark: <Columns3 />,
          title: 'Lanes that fit your work',
          text: 'Add a lane for every stage of your process and rename lanes as the way you work changes.',
        },
      ]}
    />
  );
}
