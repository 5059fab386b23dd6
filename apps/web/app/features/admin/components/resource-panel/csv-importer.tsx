import type { CsvUploadEntity } from '../../api/upload-content-csv';
import { CsvUploadModal } from '../csv-upload-modal';
import type { ResourceDefinition } from './resource-definition';

/** The Import button of a CSV entity: the 'Upload CSV - {title}' modal and its toasts. */
export function csvImporter<T>(entity: CsvUploadEntity, title: string, toasts: { imported: (n: number) => string; importFailed: string }): ResourceDefinition<T>['importer'] {
  return {
    label: 'Import',
    render: ({ toast }, onClose) => (
      <CsvUploadModal
        entity={entity}
        title={title}
        onImported={(n) => toast.success(toasts.imported(n))}
        onFailed={() => toast.error(toasts.importFailed)}
        onClose={onClose}
      />
    ),
  };
}
