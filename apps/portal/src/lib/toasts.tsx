import { TOAST_COLORS } from '@toolbox/domain';
import { Info, TriangleAlert } from 'lucide-react';
import { toast, type ToastOptions } from 'react-hot-toast';

type Message = Parameters<typeof toast>[0];

const accent = (color: string) => ({ borderLeft: `4px solid ${color}` });

/** An informational toast in SPEC.md's info colour (#2e77ae). */
export function toastInfo(message: Message, options: ToastOptions = {}): string {
  return toast(message, {
    icon: <Info size={18} color={TOAST_COLORS.info} aria-hidden />,
    ...options,
    style: { ...accent(TOAST_COLORS.info), ...options.style },
  });
}

/** A warning toast in SPEC.md's warning colour (#ff9800). */
export function toastWarning(message: Message, options: ToastOptions = {}): string {
  return toast(message, {
    icon: <TriangleAlert size={18} color={TOAST_COLORS.warning} aria-hidden />,
    ...options,
    style: { ...accent(TOAST_COLORS.warning), ...options.style },
  });
}
