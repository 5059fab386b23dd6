import type { CsvUploadEntity } from '../../api/upload-content-csv';
import { downloadExport } from '../../api/download-export';
import { downloadTemplate } from '../../api/download-template';
import { CsvUploadModal } from '../csv-upload-modal';
import type { ResourceDefinition, Text } from './resource-definition';

interface CsvTexts {
  imported: (n: number) => string;
  importFailed: string;
  exported: string;
  exportFailed: string;
  templateFailed?: Text<unknown>;
}

/**
 * The CSV buttons of an entity: Import (the 'Upload CSV - {title}' modal), Export and Template,
 * with their toasts. `showBusy` greys Export out while it downloads.
 */
export function csvTransfer<T>(
  entity: CsvUploadEntity,
  title: string,
  { imported, importFailed, exported, exportFailed, templateFailed }: CsvTexts,
  { showBusy }: { showBusy?: boolean } = {},
): Pick<ResourceDefinition<T>, 'importer' | 'exportFile' | 'template'> {
  return {
    importer: {
      label: 'Import',
      render: ({ toast }, onClose) => (
        <CsvUploadModal
          entity={entity}
          title={title}
          onImported={(n) => toast.success(imported(n))}
          onFailed={() => toast.error(importFailed)}
          onClose={onClose}
        />
      ),
    },
    exportFile: { run: () => downloadExport(entity), ok: exported, failed: exportFailed, showBusy },
    template: { run: () => downloadTemplate(entity), failed: templateFailed },
  };
}
