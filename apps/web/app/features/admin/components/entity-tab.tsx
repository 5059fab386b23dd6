import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ResourcePanel } from './resource-panel/resource-panel';
import type { ResourceDefinition } from './resource-panel/resource-definition';
import { TabBody } from './tab-body';

/** One content tab of the admin console: an entity's list and its ResourcePanel. */
export interface AdminEntity {
  /** The tab's id (kept for the session, so a reload comes back to it). */
  id: string;
  label: string;
  /** The key of its list in the query cache (the console's first-load check watches it). */
  queryKey: QueryKey;
  /** The count on the tab's label; called as a hook. */
  useCount: () => number | undefined;
  /** The tab's body. */
  Panel: () => ReactElement;
}

/**
 * An entity's tab from its list query and its ResourceDefinition. The count on the label is the
 * number of rows unless `useCount` reads another figure (a total the list does not hold).
 */
export function adminEntity<T, K extends QueryKey>({
  id,
  label,
  query,
  useCount,
  definition,
}: {
  id: string;
  label: string;
  /** The list's query options (api/get-admin-*.ts). */
  query: () => UseQueryOptions<T[], Error, T[], K>;
  useCount?: (rows: T[] | undefined) => number | undefined;
  definition: ResourceDefinition<T>;
}): AdminEntity {
  const count = useCount ?? ((rows: T[] | undefined) => rows?.length);
  const useRows = () => useQuery(query());
  return {
    id,
    label,
    queryKey: query().queryKey,
    useCount: () => count(useRows().data),
    Panel: () => <EntityTab value={id} query={useRows()} definition={definition} />,
  };
}

/** A content tab: its list loading (or failed, with what is cached) and then its ResourcePanel. */
function EntityTab<T>({
  value,
  query,
  definition,
}: {
  value: string;
  query: UseQueryResult<T[]>;
  definition: ResourceDefinition<T>;
}) {
  const { noun, loadFailed } = definition;
  return (
    <Tabs.Content value={value}>
      <TabBody
        tab={noun}
        query={query}
        empty={[]}
        failed={loadFailed?.text}
        cachedNote={query.data ? loadFailed?.cachedNote : undefined}
      >
        {(rows) => (
          <ResourcePanel
            definition={definition}
            rows={rows}
            refreshing={query.isFetching}
            onRefresh={() => void query.refetch()}
          />
        )}
      </TabBody>
    </Tabs.Content>
  );
}
