import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@ai4n/shared';
import { scrollToTop } from '../lib/scroll';
import { PlainIconButton } from './ui/button';

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <PlainIconButton
      label="Back to top"
      icon={ArrowUp}
      iconClassName="size-5"
      onClick={scrollToTop}
      className="fixed bottom-6 right-6 z-40 grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
    />
  );
}
