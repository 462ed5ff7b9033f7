import { IconButton } from '../ui/IconButton.tsx';
import { ArrowUpIcon } from '../ui/icons.tsx';
import { MAIN_ID } from './landmarks.ts';

export interface ScrollTopButtonProps {
  label: string;
}

function scrollToTop() {
  // Focus moves with the view so the next Tab continues from the top, not from the footer.
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  window.scrollTo({ top: 0 });
}

export default function ScrollTopButton({ label }: ScrollTopButtonProps) {
  return <IconButton label={label} icon={<ArrowUpIcon size={20} />} onClick={scrollToTop} tooltipAlign="end" />;
}
