import { createContext, useContext, type ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<Level>(1);

/**
 * Makes the screen titles inside it one level deeper: a screen that is a page of its own titles itself
 * with an h1, and the same screen embedded in another page (the /workspace tabs) with an h2, so a page
 * keeps a single h1.
 */
export function NestedHeadings({ children }: { children: ReactNode }) {
  const level = useContext(HeadingLevelContext);
  return (
    <HeadingLevelContext.Provider value={Math.min(level + 1, 6) as Level}>
      {children}
    </HeadingLevelContext.Provider>
  );
}

/** A screen's title at the level where the screen is shown (h1 on its own page). */
export function ScreenTitle({ className, children }: { className?: string; children: ReactNode }) {
  const Tag = `h${useContext(HeadingLevelContext)}` as const;
  return <Tag className={className}>{children}</Tag>;
}
