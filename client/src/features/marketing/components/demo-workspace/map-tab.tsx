import { useMemo } from 'react';
import type { SampleMap } from '../../data/sample-maps';
import { PEOPLE } from '../../data/sample-people';
import { DemoWindow } from '../demo-window';
import { MindMapAnimation } from '../mind-map-animation';
import { layoutMap } from '../mind-map-layout';
import '../tones.css';
import './demo-workspace.css';

/** The Mind Map tab: the sample map and an outline of its nodes. */
export function MapTab({ map }: { map: SampleMap }) {
  const nodes = useMemo(() => layoutMap(map.root), [map.root]);
  return (
    <div className="demo-ws__map">
      <DemoWindow title={`${map.title} · Mind map`} people={[PEOPLE.marcus, PEOPLE.ava]} animated>
        <MindMapAnimation map={map} />
      </DemoWindow>
      <aside className="demo-ws__panel" aria-labelledby="demo-ws-nodes">
        <h2 id="demo-ws-nodes" className="demo-ws__panel-title">
          Nodes <span className="demo-ws__panel-count">{nodes.length}</span>
        </h2>
        <ul className="demo-ws__outline">
          {nodes.map((node) => (
            <li
              key={node.id}
              className={`demo-ws__outline-item demo-ws__outline-item--depth-${node.depth} mm-tone--${node.tone}`}
            >
              {node.label}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
