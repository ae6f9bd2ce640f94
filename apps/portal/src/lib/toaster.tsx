import {
  TOAST_COLORS,
  TOAST_DEFAULT_MS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_POSITION,
  TOAST_SUCCESS_MS,
} from '@toolbox/domain';
import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';

const accent = (color: string) => ({
  style: { borderLeft: `4px solid ${color}` },
  iconTheme: { primary: color, secondary: '#fff' },
});

/** The portal's toasts, as SPEC.md §9 sets them: bottom-right, 4 s (success 2 s), 350 px, 20 at most. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{
        duration: TOAST_DEFAULT_MS,
        style: {
          maxWidth: TOAST_MAX_WIDTH_PX,
          fontSize: 'var(--mantine-font-size-sm)',
          color: 'var(--mantine-color-text)',
          background: 'var(--mantine-color-body)',
          boxShadow: 'var(--mantine-shadow-md)',
        },
        success: { duration: TOAST_SUCCESS_MS, ...accent(TOAST_COLORS.success) },
        error: accent(TOAST_COLORS.error),
      }}
    />
  );
}
