import { X } from 'lucide-react';
import { Link } from 'react-router';
import { PlainIconButton } from './ui/button';

export function PromoBanner({ onClose }: { onClose: () => void }) {
  return (
    <div
      role="region"
      aria-label="Promotion"
      className="fixed inset-x-0 top-0 z-50 flex h-12 items-center justify-center gap-3 bg-gradient-to-r from-brand-700 to-fuchsia-700 px-12 text-sm text-white"
    >
      <p className="line-clamp-2 text-xs font-medium leading-tight sm:text-sm">
        Try the Most Popular AI Platforms — All in One Place!
      </p>
      <Link
        to="/prompt-lab"
        className="shrink-0 rounded-full bg-white px-3 py-1 text-xs font-bold text-brand-700 hover:bg-brand-50"
      >
        Try It Now
      </Link>
      <PlainIconButton
        label="Close promotion"
        icon={X}
        onClick={onClose}
        className="absolute right-3 rounded-full p-1.5 hover:bg-white/20"
      />
    </div>
  );
}
