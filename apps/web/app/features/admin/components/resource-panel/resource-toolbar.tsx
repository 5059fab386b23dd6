import { Fragment } from 'react';
import { Download, FileDown, Plus, Trash2, Upload } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { DownloadButton, templateFailed } from '../downloads';
import { RefreshButton } from './panel-parts';
import type { PanelContext, ResourceDefinition, ToolbarItem } from './resource-definition';

export interface ToolbarHandlers<T> {
  onAdd: () => void;
  onImport: () => void;
  onBulk: (index: number) => void;
  onDeleteAll: () => void;
  refreshing: boolean;
  onRefresh: () => void;
  selectedCount: number;
  context: PanelContext<T>;
}

function Item<T>({
  item,
  definition,
  handlers,
}: {
  item: ToolbarItem<T>;
  definition: ResourceDefinition<T>;
  handlers: ToolbarHandlers<T>;
}) {
  const { context } = handlers;
  switch (item) {
    case 'add':
      return (
        <Button tone="primary" onClick={handlers.onAdd}>
          <Plus className="size-4" aria-hidden /> {definition.add.label}
        </Button>
      );
    case 'import':
      return definition.importer ? (
        <Button onClick={handlers.onImport}>
          {definition.importer.icon ?? <Upload className="size-4" aria-hidden />} {definition.importer.label}
        </Button>
      ) : null;
    case 'export':
      return definition.exportFile ? (
        <DownloadButton
          toast={context.toast}
          showBusy={definition.exportFile.showBusy}
          download={definition.exportFile}
        >
          <Download className="size-4" aria-hidden /> Export
        </DownloadButton>
      ) : null;
    case 'template': {
      const { template } = definition;
      return template ? (
        <DownloadButton toast={context.toast} download={{ ...template, failed: template.failed ?? templateFailed }}>
          <FileDown className="size-4" aria-hidden /> Template
        </DownloadButton>
      ) : null;
    }
    case 'bulk':
      return (definition.bulkActions ?? []).map((action, i) => (
        <Button
          key={i}
          tone={action.tone ?? 'danger'}
          disabled={handlers.selectedCount === 0}
          onClick={() => handlers.onBulk(i)}
        >
          {action.icon} {action.label(handlers.selectedCount)}
        </Button>
      ));
    case 'delete-all':
      return (
        <Button tone="danger" disabled={context.rows.length === 0} onClick={handlers.onDeleteAll}>
          <Trash2 className="size-4" aria-hidden /> Delete All
        </Button>
      );
    case 'refresh':
      return (
        <RefreshButton
          tone={definition.toolbar.placement === 'row' ? 'ghost' : undefined}
          refreshing={handlers.refreshing}
          onRefresh={handlers.onRefresh}
          className={definition.toolbar.placement === 'row' ? 'ml-auto' : undefined}
        />
      );
    default: {
      const Custom = item;
      return <Custom {...context} />;
    }
  }
}

/** A row of the definition's controls, in its order. */
export function ResourceToolbar<T>({
  items,
  definition,
  handlers,
}: {
  items: ReadonlyArray<ToolbarItem<T>>;
  definition: ResourceDefinition<T>;
  handlers: ToolbarHandlers<T>;
}) {
  return items.map((item, i) => (
    <Fragment key={typeof item === 'string' ? item : i}>
      <Item item={item} definition={definition} handlers={handlers} />
    </Fragment>
  ));
}
