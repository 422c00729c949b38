import { Download, FileText } from 'lucide-react';
import type { ImportKind } from '@shared/formats/model';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { IconButton } from '@client/components/ui/icon-button';
import { exportHref } from '@client/lib/imports/unfinished-imports';

const FORMATS = {
  mindmap: [
    { format: 'opml', label: 'Export as OPML' },
    { format: 'mm', label: 'Export as FreeMind (.mm)' },
    { format: 'xmind', label: 'Export as XMind' },
  ],
  todolist: [
    { format: 'markdown', label: 'Export as Markdown' },
    { format: 'csv', label: 'Export as CSV' },
  ],
  board: [
    { format: 'csv', label: 'Export as CSV' },
    { format: 'json', label: 'Export as JSON (Trello)' },
  ],
} as const;

/**
 * The menu entries that download `id` as a file from the server: links with `download`, so the browser
 * saves what the route sends (named by its Content-Disposition) and the session cookie goes along.
 */
export function ExportFileItems({ kind, id }: { kind: ImportKind; id: string }) {
  return FORMATS[kind].map(({ format, label }) => (
    <DropdownMenuItem key={format} asChild>
      <a href={exportHref(kind, id, format)} download>
        <span className="ui-menu__icon" aria-hidden="true">
          <FileText />
        </span>
        {label}
      </a>
    </DropdownMenuItem>
  ));
}

/** The Export button of a list's or a board's screen, opening its formats. */
export function ExportMenu({ kind, id }: { kind: ImportKind; id: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <IconButton label="Export" icon={<Download />} variant="secondary" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <ExportFileItems kind={kind} id={id} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
