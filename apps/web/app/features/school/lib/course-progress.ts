import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SchoolProgress } from '@ai4n/shared';
import { useAccount } from '../../../lib/account';
import { apiRequest } from '../../../lib/api-client';
import { storedJson } from '../../../lib/storage';

interface StoredProgress {
  completedLessons: number[];
  currentLesson: number | null;
}

const EMPTY: StoredProgress = { completedLessons: [], currentLesson: null };
const local = storedJson<StoredProgress>('school-progress', EMPTY);

/**
 * Lesson completion: in this browser for anonymous visitors; on the server for a signed-in user
 * (the browser's progress is merged in at sign-in). Only Restart Course clears it.
 */
export function useCourseProgress() {
  const { account } = useAccount();
  const queryClient = useQueryClient();
  const [anonymous, setAnonymous] = useState<StoredProgress>(EMPTY);
  const key = ['users', account?.userId, 'progress'];
  const server = useQuery({
    queryKey: key,
    queryFn: async () => (await apiRequest<{ promptSchool: SchoolProgress }>(`/users/${account!.userId}`)).promptSchool,
    enabled: Boolean(account),
    meta: { persist: false },
  });

  const save = useCallback(
    async (body: { completedLessons: number[]; currentLesson?: number | null; replace?: boolean }) => {
      if (!account) return;
      const next = await apiRequest<SchoolProgress>(`/users/${account.userId}/progress`, { method: 'PUT', body });
      queryClient.setQueryData(['users', account.userId, 'progress'], next);
    },
    [account, queryClient],
  );

  useEffect(() => {
    setAnonymous(local.get());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.endsWith('school-progress')) setAnonymous(local.get());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const pending = local.get();
    if (!account || pending.completedLessons.length === 0) return;
    void save({ completedLessons: pending.completedLessons, currentLesson: pending.currentLesson }).then(() => {
      local.set(EMPTY);
      setAnonymous(EMPTY);
    });
  }, [account, save]);

  const progress = account ? (server.data ?? EMPTY) : anonymous;
  const updateLocal = (next: StoredProgress) => {
    local.set(next);
    setAnonymous(next);
  };

  return {
    completed: new Set(progress.completedLessons),
    currentLesson: progress.currentLesson,
    markComplete: (id: number) => {
      if (account) void save({ completedLessons: [id] });
      else if (!anonymous.completedLessons.includes(id))
        updateLocal({ ...anonymous, completedLessons: [...anonymous.completedLessons, id] });
    },
    setCurrentLesson: (id: number) => {
      if (account) {
        queryClient.setQueryData(key, { ...(server.data ?? EMPTY), currentLesson: id });
        void save({ completedLessons: [], currentLesson: id });
      } else updateLocal({ ...anonymous, currentLesson: id });
    },
    restart: () =>
      account ? void save({ completedLessons: [], currentLesson: null, replace: true }) : updateLocal(EMPTY),
  };
}
