import { Maximize2 } from 'lucide-react';
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { SelectField } from '@client/components/ui/select-field';
import { Spinner } from '@client/components/ui/spinner';
import { NestedHeadings } from '@client/components/ui/heading-level';
import { sortByLatest } from '@client/lib/last-viewed';
import { itemTitle, type ItemSource } from '@client/lib/workspace-items/item-sources';
import { useWorkspaceItems } from '@client/lib/workspace-items/use-workspace-items';

/** A feature's live screen of one item, as the app's routes hand it to this page. */
export type ItemPanel = ComponentType<{ id: string }>;

export interface WorkspaceTabProps {
  source: ItemSource;
  Panel: ItemPanel | undefined;
}

/** One tab: the latest item (viewed here or edited last) or the one picked, its live screen, and a link to open it full screen. */
export function WorkspaceTab({ source, Panel }: WorkspaceTabProps) {
  const items = useWorkspaceItems(source);
  // The order is read once per answer: the screen marks its item viewed, and the picker should not jump.
  const sorted = useMemo(
    () => (items.data ? sortByLatest(source.kind, items.data) : []),
    [items.data, source],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const current = sorted.find((item) => item.id === picked) ?? sorted[0];

  if (items.isError) {
    return (
      <Alert tone="error" title={items.error.message}>
        <Button variant="secondary" size="sm" onClick={() => items.refetch()} loading={items.isFetching}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (items.isPending) return <Spinner label={`Loading ${source.noun}s`} showLabel />;
  if (!current) {
    return (
      <div className="workspace-tab__empty">
        <p>{source.empty}</p>
        <ButtonLink to={source.listPage} variant="secondary" size="sm">
          Go to {source.label}
        </ButtonLink>
      </div>
    );
  }

  const title = itemTitle(source, current);
  return (
    <div className="workspace-tab">
      <div className="workspace-tab__bar">
        <SelectField
          label={`Open ${source.noun}`}
          value={current.id}
          onChange={(event) => setPicked(event.target.value)}
          options={sorted.map((item) => ({ value: item.id, label: itemTitle(source, item) }))}
          className="workspace-tab__picker"
        />
        <ButtonLink
          to={source.open(current.id)}
          variant="secondary"
          leadingIcon={<Maximize2 />}
          aria-label={`Open ${title} full screen`}
        >
          Full screen
        </ButtonLink>
      </div>
      <div className={`workspace-tab__screen workspace-tab__screen--${source.kind}`}>
        {Panel ? (
          <NestedHeadings>
            <Suspense fallback={<Spinner size="lg" label={`Loading ${title}`} />}>
              <Panel key={current.id} id={current.id} />
            </Suspense>
          </NestedHeadings>
        ) : (
          <div className="workspace-tab__summary">
            <h2>{title}</h2>
            {current.description && <p>{current.description}</p>}
            <p className="workspace-tab__hint">This {source.noun} opens full screen.</p>
          </div>
        )}
      </div>
    </div>
  );
}
