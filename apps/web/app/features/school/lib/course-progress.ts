import { useCallback, useEffect, useState } from 'react';
import { storedJson } from '../../../lib/storage';

interface StoredProgress {
  completedLessons: number[];
  currentLesson: number | null;
}

const EMPTY: StoredProgress = { completedLessons: [], currentLesson: null };
const store = storedJson<StoredProgress>('school-progress', EMPTY);

/** Lesson completion, kept in the browser; only Restart Course clears it. */
export function useCourseProgress() {
  const [progress, setProgress] = useState<StoredProgress>(EMPTY);

  useEffect(() => {
    setProgress(store.get());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.endsWith('school-progress')) setProgress(store.get());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const update = useCallback((next: (p: StoredProgress) => StoredProgress) => {
    setProgress((current) => {
      const value = next(current);
      store.set(value);
      return value;
    });
  }, []);

  return {
    completed: new Set(progress.completedLessons),
    currentLesson: progress.currentLesson,
    markComplete: (id: number) =>
      update((p) => (p.completedLessons.includes(id) ? p : { ...p, completedLessons: [...p.completedLessons, id] })),
    setCurrentLesson: (id: number) => update((p) => ({ ...p, currentLesson: id })),
    restart: () => update(() => EMPTY),
  };
}
