import clsx from 'clsx';
import { MousePointer2 } from 'lucide-react';
import { useMemo } from 'react';
import type { SampleMap } from '../data/sample-maps';
import { useAnimationStep } from '../hooks/use-animation-step';
import { edgePath, layoutMap } from './mind-map-layout';
import './tones.css';
import './mind-map-animation.css';

export interface MindMapAnimationProps {
  map: SampleMap;
  /** compact: the small map on the home page; full: the demo pages. */
  size?: 'compact' | 'full';
  className?: string;
}

/**
 * A sample mind map that builds itself one node per animation step, with a collaborator's cursor
 * adding each node. Static and complete with prefers-reduced-motion.
 */
export function MindMapAnimation({ map, size = 'full', className }: MindMapAnimationProps) {
  const nodes = useMemo(() => layoutMap(map.root), [map.root]);
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);
  const step = useAnimationStep({ steps: nodes.length - 1, holdSteps: 6, resetKey: map.id });
  const visible = step + 1;
  const newest = nodes[Math.min(visible, nodes.length) - 1];

  return (
    <div
      className={clsx('mm-demo', `mm-demo--${size}`, className)}
      role="img"
      aria-label={`Sample mind map “${map.title}”. ${map.summary}`}
    >
      <svg className="mm-demo__edges" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {nodes.map((node, index) => {
          const parent = node.parentId ? byId.get(node.parentId) : undefined;
          if (!parent) return null;
          return (
            <path
              key={node.id}
              d={edgePath(parent, node)}
              className={clsx('mm-demo__edge', `mm-tone--${node.tone}`, index < visible && 'is-visible')}
              vectorEffect="non-scaling-stroke"
            />
          );
        })}
      </svg>
      {nodes.map((node, index) => (
        <span
          key={node.id}
          aria-hidden="true"
          className={clsx(
            'mm-demo__node',
            `mm-demo__node--depth-${Math.min(node.depth, 2)}`,
            `mm-tone--${node.tone}`,
            index < visible && 'is-visible',
            node === newest && index > 0 && visible < nodes.length && 'is-new',
          )}
          style={{ left: `${node.x}%`, top: `${node.y}%` }}
        >
          {node.label}
        </span>
      ))}
      {newest && (
        <span
          aria-hidden="true"
          className={clsx('mm-demo__cursor', visible >= nodes.length && 'is-idle')}
          style={{ left: `${newest.x}%`, top: `${newest.y}%` }}
        >
          <MousePointer2 className="mm-demo__cursor-icon" />
          <span className="mm-demo__cursor-name">{map.editor}</span>
        </span>
      )}
    </div>
  );
}
