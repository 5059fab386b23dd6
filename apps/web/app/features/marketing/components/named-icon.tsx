import {
  AudioLines,
  Award,
  BookOpen,
  Briefcase,
  GraduationCap,
  Image,
  Layers,
  Lightbulb,
  MessageSquare,
  Rocket,
  Sparkles,
  Target,
  Users,
  Video,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  AudioLines,
  Award,
  BookOpen,
  Briefcase,
  GraduationCap,
  Image,
  Layers,
  Lightbulb,
  MessageSquare,
  Rocket,
  Sparkles,
  Target,
  Users,
  Video,
};

/** Content names its icons; unknown names fall back to a neutral one. */
export function NamedIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon className={className} aria-hidden />;
}
