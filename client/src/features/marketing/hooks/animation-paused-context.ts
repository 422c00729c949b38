import { createContext } from 'react';

/** True while the visitor has paused the demo animations around them (WCAG 2.2.2). */
export const AnimationPausedContext = createContext(false);
