import clsx from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { IconButton } from '@client/components/ui/icon-button';
import { useReducedMotion } from '@client/lib/use-reduced-motion';
import type { SamplePerson } from '../data/sample-people';
import { AnimationPausedContext } from '../hooks/animation-paused-context';
import { PersonAvatar } from './person-avatar';
import './demo-window.css';

export interface DemoWindowProps {
  /** Shown in the title bar, like a document name. */
  title: string;
  /** Sample teammates shown as "here now". */
  people?: SamplePerson[];
  /** Shows a pause/play button for the animations inside. */
  animated?: boolean;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}

/** An app-window frame around a demo: title bar, presence avatars and a "Sample" label. */
export function DemoWindow({
  title,
  people = [],
  animated = false,
  className,
  bodyClassName,
  children,
}: DemoWindowProps) {
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  return (
    <div className={clsx('demo-window', className)}>
      <div className="demo-window__bar">
        <span className="demo-window__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="demo-window__title">{title}</span>
        {people.length > 0 && (
          <span className="demo-window__people">
            <span className="visually-hidden">
              Editing now: {people.map((person) => person.name).join(', ')}
            </span>
            {people.map((person) => (
              <PersonAvatar key={person.id} person={person} decorative />
            ))}
          </span>
        )}
        <span className="demo-window__sample">Sample</span>
        {animated && !reducedMotion && (
          <IconButton
            size="sm"
            className="demo-window__pause"
            label={paused ? 'Play animation' : 'Pause animation'}
            icon={paused ? <Play /> : <Pause />}
            onClick={() => setPaused((value) => !value)}
          />
        )}
      </div>
      <div className={clsx('demo-window__body', bodyClassName)}>
        <AnimationPausedContext value={paused}>{children}</AnimationPausedContext>
      </div>
    </div>
  );
}
