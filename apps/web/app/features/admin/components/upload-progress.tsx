import { ProgressBar } from '../../../components/progress-bar';
import type { Progress } from '../lib/transfer';

/** An upload's progress in words: the percent sent, then `processing` while the server works on the file. */
export const progressText = (progress: Progress | null, processing: string) =>
  progress?.phase === 'processing' ? processing : `Uploading... ${progress?.percent ?? 0}%`;

/** Upload progress, then the server's work (upload and import progress for large files). */
export function ProgressLine({ progress, action }: { progress: Progress | null; action: string }) {
  if (!progress) return null;
  return (
    <div className="mt-3" role="status">
      <ProgressBar value={progress.percent} label="Upload progress" />
      <p className="mt-1 text-xs text-slate-600">{progressText(progress, `${action}...`)}</p>
    </div>
  );
}
