import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<string, BadgeTone> = { beginner: 'success', intermediate: 'warning', advanced: 'danger' };

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <Badge tone={TONES[difficulty] ?? 'muted'} className="capitalize">
      {difficulty}
    </Badge>
  );
}
