import { Code, GraduationCap, Headphones, Heart, Megaphone, Palette, PiggyBank, Scale, Settings, Sparkles, Timer, TrendingUp, Users, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = { Code, GraduationCap, Headphones, Heart, Megaphone, Palette, PiggyBank, Scale, Settings, Timer, TrendingUp, Users };

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon className={className} aria-hidden />;
}
