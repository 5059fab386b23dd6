import * as Lucide from 'lucide-react';

/**
 * The icons content names (marketing copy, gallery categories), by their lucide-react names. Read
 * as members of the namespace, so the bundle keeps only these.
 */
const ICONS: Record<string, Lucide.LucideIcon> = {
  AudioLines: Lucide.AudioLines,
  Award: Lucide.Award,
  BookOpen: Lucide.BookOpen,
  Briefcase: Lucide.Briefcase,
  Code: Lucide.Code,
  GraduationCap: Lucide.GraduationCap,
  Headphones: Lucide.Headphones,
  Heart: Lucide.Heart,
  Image: Lucide.Image,
  Layers: Lucide.Layers,
  Lightbulb: Lucide.Lightbulb,
  Megaphone: Lucide.Megaphone,
  MessageSquare: Lucide.MessageSquare,
  Palette: Lucide.Palette,
  PiggyBank: Lucide.PiggyBank,
  Rocket: Lucide.Rocket,
  Scale: Lucide.Scale,
  Settings: Lucide.Settings,
  Sparkles: Lucide.Sparkles,
  Target: Lucide.Target,
  Timer: Lucide.Timer,
  TrendingUp: Lucide.TrendingUp,
  Users: Lucide.Users,
  Video: Lucide.Video,
};

/** The icon content names; an unknown name falls back to a neutral one. */
export function NamedIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Lucide.Sparkles;
  return <Icon className={className} aria-hidden />;
}
